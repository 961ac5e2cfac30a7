#!/usr/bin/env bash
# Multi-host data-parallel training, proven on one machine: two network namespaces ("hosts" A and
# B, nothing shared but a veth pair 10.77.0.1/24 <-> 10.77.0.2/24) each run one rank of
# `dates train` with the multi-host commands of docs/distributed.md.
#   1. GLOO_SOCKET_IFNAME set to each host's veth: both ranks finish, rank 0 writes the run; while
#      rank 0 waits it listens on 10.77.0.1:PORT only (another address of host A is refused).
#   2. The same without GLOO_SOCKET_IFNAME: Gloo finds each host's address by itself.
#   3. After a few steps host B's link goes down: rank 0 stops with a non-zero status naming rank 1
#      within training.distributed_timeout_seconds (+ a margin), and rank 1 stops too.
# Usage (as root):  bash scripts/checks/multihost_netns.sh [DATES_BINARY]   (default build/app/dates)
# Exit status 0 passed, 1 failed, 77 skipped (not root, or no `ip netns` here). KEEP=1 keeps the
# logs (the directory is printed).
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
binary=$(realpath -m "${1:-${DATES_BINARY:-build/app/dates}}")
timeout_s=5    # training.distributed_timeout_seconds of scenario 3
margin_s=10    # its diagnosis (3 heartbeat intervals), rank 0 keeping the store up, exiting

skip() {
  echo "multihost_netns: SKIP: $*" >&2
  exit 77
}
fail() {
  echo "multihost_netns: FAIL: $*" >&2
  exit 1
}
now() { date +%s%3N; }  # milliseconds
since() {               # seconds since $1 (from now), one decimal
  local ms=$(($(now) - $1))
  printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100))
}

((EUID == 0)) || skip "needs root (it creates network namespaces)"
command -v ip >/dev/null 2>&1 || skip "ip (iproute2) not found"
ip netns list >/dev/null 2>&1 || skip "'ip netns' is not available here"
[[ -x $binary ]] || fail "$binary not found; build first (cmake --build build -j2 --target dates)"

tag=$$
ns_a=dates-a-$tag ns_b=dates-b-$tag
veth_a=dva$tag veth_b=dvb$tag  # at most 15 characters
addr_a=10.77.0.1 addr_b=10.77.0.2 other_a=10.77.1.1
port=29500  # the namespaces are fresh: no other run can hold it
work=$(mktemp -d /tmp/dates-netns.XXXXXX)
pids=()
made_a=0 made_b=0

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
  ((made_a)) && ip netns delete "$ns_a" 2>/dev/null  # deleting a namespace deletes its veth end
  ((made_b)) && ip netns delete "$ns_b" 2>/dev/null
  if [[ ${KEEP:-0} == 1 || $status -ne 0 ]]; then
    echo "multihost_netns: logs in $work" >&2
  else
    rm -rf "$work"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

started=$(now)
if ! error=$(ip netns add "$ns_a" 2>&1); then
  skip "cannot create a network namespace: $error"
fi
made_a=1
ip netns add "$ns_b" || fail "ip netns add $ns_b"
made_b=1
ip link add "$veth_a" netns "$ns_a" type veth peer name "$veth_b" netns "$ns_b" ||
  fail "cannot create the veth pair"
ip -n "$ns_a" addr add "$addr_a/24" dev "$veth_a" &&
  ip -n "$ns_b" addr add "$addr_b/24" dev "$veth_b" &&
  ip -n "$ns_a" addr add "$other_a/32" dev lo &&  # a second address of host A
  ip -n "$ns_a" link set lo up && ip -n "$ns_b" link set lo up &&
  ip -n "$ns_a" link set "$veth_a" up && ip -n "$ns_b" link set "$veth_b" up ||
  fail "cannot configure the namespaces"
echo "multihost_netns: hosts $ns_a ($addr_a on $veth_a) and $ns_b ($addr_b on $veth_b)" >&2

# One rank on one host: rank_on NS RANK LOG GLOO_INTERFACE EXTRA... ; sets $! (pid of `dates`,
# which `ip netns exec` becomes).
rank_on() {
  local ns=$1 rank=$2 log=$3 interface=$4
  shift 4
  ip netns exec "$ns" env -u WORLD_SIZE -u RANK -u MASTER_ADDR -u MASTER_PORT \
    ${interface:+GLOO_SOCKET_IFNAME=$interface} OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
    "$binary" train --config configs/tiny.yaml --threads 1 --skip-test \
    --set data.valid_examples=20 --set training.log_every=1 \
    --set training.target_exact_match=1.0 \
    --world-size 2 --rank "$rank" --master "$addr_a:$port" "$@" >"$log.out" 2>"$log.err" &
  pids+=($!)
}

# Waits up to $2 seconds for pid $1; its exit status in $waited (124 if still running).
wait_pid() {
  local pid=$1 deadline=$(($(now) + $2 * 1000))
  while kill -0 "$pid" 2>/dev/null; do
    if (($(now) > deadline)); then
      waited=124
      return
    fi
    sleep 0.1
  done
  wait "$pid"
  waited=$?
}

# Whether a TCP connection from namespace $1 to $2:$3 is accepted.
connects() {
  ip netns exec "$1" timeout 3 bash -c "exec 3<>/dev/tcp/$2/$3" 2>/dev/null
}

show() {
  echo "--- $1:" >&2
  tail -n 15 "$1" >&2
}

# ---- 1. two hosts train, GLOO_SOCKET_IFNAME per host -------------------------------------------
t1=$(now)
run=$work/run1
rank_on "$ns_a" 0 "$work/s1-rank0" "$veth_a" --output-dir "$run" --max-steps 8 \
  --set training.eval_every=4 --set training.distributed_timeout_seconds=60
rank0=$!
for _ in $(seq 300); do  # rank 0 loads the data, then listens
  ip netns exec "$ns_a" ss -Hltn "sport = :$port" | grep -q . && break
  kill -0 "$rank0" 2>/dev/null || break
  sleep 0.1
done
listening=$(ip netns exec "$ns_a" ss -Hltn "sport = :$port" | awk '{ print $4 }')
[[ $listening == "$addr_a:$port" ]] ||
  { show "$work/s1-rank0.err"; fail "rank 0 listens on '$listening', expected $addr_a:$port only"; }
connects "$ns_b" "$addr_a" "$port" || fail "host B cannot reach rank 0 at $addr_a:$port"
connects "$ns_a" "$other_a" "$port" &&
  fail "rank 0 accepts connections on $other_a:$port, an address --master did not give"
connects "$ns_a" 127.0.0.1 "$port" &&
  fail "rank 0 accepts connections on 127.0.0.1:$port, an address --master did not give"
rank_on "$ns_b" 1 "$work/s1-rank1" "$veth_b" --output-dir "$work/run1-rank1" --max-steps 8 \
  --set training.eval_every=4 --set training.distributed_timeout_seconds=60
rank1=$!
wait_pid "$rank1" 90
status1=$waited
wait_pid "$rank0" 30
status0=$waited
((status0 == 0 && status1 == 0)) ||
  { show "$work/s1-rank0.err"; show "$work/s1-rank1.err"; fail "scenario 1: rank 0 status $status0, rank 1 status $status1"; }
[[ -s $run/last/model.safetensors && -s $run/model.safetensors ]] ||
  fail "scenario 1: rank 0 wrote no checkpoint in $run"
[[ ! -e $work/run1-rank1/last ]] || fail "scenario 1: rank 1 wrote a checkpoint"
grep -q "2 ranks joined at $addr_a:$port" "$work/s1-rank0.err" ||
  { show "$work/s1-rank0.err"; fail "scenario 1: rank 0 did not log the join"; }
d1=$(since "$t1")
echo "multihost_netns: 1. two hosts trained 8 steps (GLOO_SOCKET_IFNAME), rank 0 listened on $addr_a:$port only: ${d1} s" >&2

# ---- 2. the same without GLOO_SOCKET_IFNAME ----------------------------------------------------
t2=$(now)
run=$work/run2
rank_on "$ns_a" 0 "$work/s2-rank0" "" --output-dir "$run" --max-steps 4 \
  --set training.eval_every=4 --set training.distributed_timeout_seconds=60
rank0=$!
rank_on "$ns_b" 1 "$work/s2-rank1" "" --output-dir "$work/run2-rank1" --max-steps 4 \
  --set training.eval_every=4 --set training.distributed_timeout_seconds=60
rank1=$!
wait_pid "$rank1" 90
status1=$waited
wait_pid "$rank0" 30
status0=$waited
((status0 == 0 && status1 == 0)) ||
  { show "$work/s2-rank0.err"; show "$work/s2-rank1.err"; fail "scenario 2 (no GLOO_SOCKET_IFNAME): rank 0 status $status0, rank 1 status $status1"; }
[[ -s $run/last/model.safetensors ]] || fail "scenario 2: rank 0 wrote no checkpoint in $run"
d2=$(since "$t2")
echo "multihost_netns: 2. two hosts trained 4 steps without GLOO_SOCKET_IFNAME: ${d2} s" >&2

# ---- 3. host B loses its link mid-training -----------------------------------------------------
t3=$(now)
run=$work/run3
rank_on "$ns_a" 0 "$work/s3-rank0" "$veth_a" --output-dir "$run" --max-steps 100000 \
  --set training.eval_every=100000 --set training.distributed_timeout_seconds=$timeout_s
rank0=$!
rank_on "$ns_b" 1 "$work/s3-rank1" "$veth_b" --output-dir "$work/run3-rank1" --max-steps 100000 \
  --set training.eval_every=100000 --set training.distributed_timeout_seconds=$timeout_s
rank1=$!
for _ in $(seq 600); do  # a few steps logged (one metrics line a step)
  [[ -f $run/metrics.jsonl ]] && (($(wc -l <"$run/metrics.jsonl") >= 5)) && break
  kill -0 "$rank0" 2>/dev/null && kill -0 "$rank1" 2>/dev/null || break
  sleep 0.1
done
steps=$(wc -l <"$run/metrics.jsonl" 2>/dev/null || echo 0)
((steps >= 5)) ||
  { show "$work/s3-rank0.err"; show "$work/s3-rank1.err"; fail "scenario 3: the ranks did not train (metrics lines: $steps)"; }
ip -n "$ns_b" link set "$veth_b" down || fail "cannot take $veth_b down"
cut=$(now)
limit=$((timeout_s + margin_s))
# Both ranks at once, so that each one's stop is timed.
status0=124 status1=124 stop0=- stop1=-
deadline=$((cut + limit * 1000))
while (($(now) <= deadline)) && [[ $stop0 == - || $stop1 == - ]]; do
  if [[ $stop0 == - ]] && ! kill -0 "$rank0" 2>/dev/null; then
    stop0=$(since "$cut")
    wait "$rank0"
    status0=$?
  fi
  if [[ $stop1 == - ]] && ! kill -0 "$rank1" 2>/dev/null; then
    stop1=$(since "$cut")
    wait "$rank1"
    status1=$?
  fi
  sleep 0.1
done
((status0 != 124)) || { show "$work/s3-rank0.err"; fail "scenario 3: rank 0 still runs ${limit} s after host B lost its link"; }
((status1 != 124)) || { show "$work/s3-rank1.err"; fail "scenario 3: rank 1 still runs ${limit} s after its link went down"; }
((status0 != 0)) || fail "scenario 3: rank 0 exited 0 after losing rank 1"
((status1 != 0)) || fail "scenario 3: rank 1 exited 0 after losing its link"
grep -q "rank 0 of 2:.*rank 1 stopped responding" "$work/s3-rank0.err" ||
  { show "$work/s3-rank0.err"; fail "scenario 3: rank 0's message does not name rank 1"; }
grep -q "rank 1 of 2:" "$work/s3-rank1.err" ||
  { show "$work/s3-rank1.err"; fail "scenario 3: rank 1 did not say why it stopped"; }
echo "multihost_netns: 3. link of host B down after $steps steps: rank 0 stopped (status $status0) in ${stop0} s, rank 1 (status $status1) in ${stop1} s (timeout ${timeout_s} s)" >&2
echo "    rank 0: $(grep 'error' "$work/s3-rank0.err" | tail -n 1)" >&2
echo "    rank 1: $(grep 'error' "$work/s3-rank1.err" | tail -n 1)" >&2
d3=$(since "$t3")
echo "multihost_netns: PASS in $(since "$started") s (1: ${d1} s, 2: ${d2} s, 3: ${d3} s)" >&2
