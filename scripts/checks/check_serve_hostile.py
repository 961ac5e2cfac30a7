#!/usr/bin/env python3
"""`dates serve` against hostile clients: raw sockets on loopback, a few seconds a case.

usage: /usr/bin/python3 scripts/checks/check_serve_hostile.py DATES_BINARY CHECKPOINT [CASE ...]

Each case prints one line and the run stops at the first failure (exit 1). The server's resident
memory (VmRSS in /proc/PID/status) is sampled every 20 ms throughout and must stay within
RSS_GROWTH_MIB of what it was after its first answers.
  nesting      a list nested 100,000 deep in every field (and as the body): 400 naming the key
  pipelining   bursts of 1-200 requests written at once on one connection, GETs among them: every
               answer, in order, matched to its request by content (RFC 9112 9.3.2)
  chunked      a 16 MiB chunked body to every route (4 at once): 413 at max_body_bytes, not held
  headers      200 header fields, a 64 KiB field, an endless header: 431 naming the limit
  work         1024 inputs x beam 16 x nbest 2: 413 max_work
  slow         clients sending a byte every 0.5 s are cut off at --request-timeout, while small
               requests beside them are answered
  half_closed  a complete request, then shutdown(SHUT_WR): answered (also 3 pipelined ones)
  reset        a large request whose client resets: dropped undecoded (cancelled in /metrics),
               not counted as answered
  fairness     a large request (256 inputs at beam 16; HOSTILE_FAIRNESS_INPUTS=N for another
               size) beside small ones: each small answer within SMALL_LATENCY_S, the large one
               whole
  cap          --connections 4: a fifth connection waits until one closes, then is answered;
               stderr closed (2>&-) or on /dev/full: the server answers and exits 0
  stop_slow    SIGTERM with a slow client mid-request: exit 0 by --drain-timeout
  stop_load    SIGTERM under keep-alive load: exit 0, every answer read whole, answers written
               after the signal say Connection: close, the answered count equals the 200s read
"""
import json
import os
import re
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time

REQUEST_TIMEOUT_MS = 2000
IDLE_TIMEOUT_MS = 2000
DRAIN_TIMEOUT_MS = 3000
RSS_GROWTH_MIB = 160          # allowed growth of the server's VmRSS over its warmed-up size
# The large request of the fairness case: this many inputs at beam 16 (the 1024 take about
# 4 times as long: HOSTILE_FAIRNESS_INPUTS=1024 ... fairness).
FAIRNESS_INPUTS = int(os.environ.get("HOSTILE_FAIRNESS_INPUTS", "256"))
SMALL_LATENCY_S = 1.5         # a small request's answer beside it, at most
SERVER_ARGUMENTS = ["--threads", "1", "--request-timeout", str(REQUEST_TIMEOUT_MS),
                    "--idle-timeout", str(IDLE_TIMEOUT_MS), "--drain-timeout",
                    str(DRAIN_TIMEOUT_MS), "--max-header-fields", "100", "--max-header-bytes",
                    "16384", "--connections", "64"]


def fail(message):
    print(f"check_serve_hostile: FAIL: {message}", flush=True)
    sys.exit(1)


def say(message):
    print(f"check_serve_hostile: {message}", flush=True)


def reserve_port():
    """A loopback port held for one server: the socket stays bound (SO_REUSEADDR, never
    listening) so that no other process's bind(0) or connect() is handed the port, while
    `dates serve`, which sets SO_REUSEADDR too, may still listen on it. Closing the probe at once
    would let a test running beside this one take the port first."""
    reservation = socket.socket()
    reservation.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    reservation.bind(("127.0.0.1", 0))
    return reservation, reservation.getsockname()[1]


class Server:
    """A `dates serve` process on loopback, its VmRSS sampled while it runs."""

    def __init__(self, binary, checkpoint, extra=(), close_stderr=False, stderr_file=None):
        self.reservation, self.port = reserve_port()
        self.log = tempfile.NamedTemporaryFile("w+", prefix="dates-hostile-", suffix=".log")
        # `extra` replaces the defaults of the options it names.
        arguments = dict(zip(SERVER_ARGUMENTS[::2], SERVER_ARGUMENTS[1::2]))
        arguments.update(zip(extra[::2], extra[1::2]))
        command = [binary, "serve", "--port", str(self.port), "--checkpoint", checkpoint]
        for option, value in arguments.items():
            command += [option, value]
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL if close_stderr else stderr_file or self.log,
            preexec_fn=(lambda: os.close(2)) if close_stderr else None)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                if self.process.poll() is not None:
                    fail(f"dates serve exited {self.process.returncode}: {self.stderr()}")
                time.sleep(0.05)
        else:
            fail("dates serve did not start listening within 60 s")
        self.rss_base = None
        self.rss_peak = 0
        self.sampling = True
        self.sampler = threading.Thread(target=self.sample, daemon=True)
        self.sampler.start()

    def rss_kib(self):
        try:
            with open(f"/proc/{self.process.pid}/status") as file:
                return int(re.search(r"^VmRSS:\s+(\d+) kB", file.read(), re.M).group(1))
        except (OSError, AttributeError):
            return 0

    def sample(self):
        while self.sampling and self.process.poll() is None:
            self.rss_peak = max(self.rss_peak, self.rss_kib())
            time.sleep(0.02)

    def warm(self):
        """The baseline: after the first answers (the model's buffers allocated)."""
        for _ in range(3):
            status, _, _ = exchange(self.port, request("POST", "/v1/normalize",
                                                       {"inputs": ["3 march 2015"] * 64}))
            if status != 200:
                fail(f"a warm-up request was answered {status}")
        self.rss_base = self.rss_kib()
        self.rss_peak = self.rss_base

    def check_memory(self, what):
        if self.rss_base is None:
            return
        growth = (self.rss_peak - self.rss_base) / 1024
        if growth > RSS_GROWTH_MIB:
            fail(f"{what}: the server's VmRSS grew {growth:.0f} MiB (peak {self.rss_peak} kB over "
                 f"{self.rss_base} kB), more than {RSS_GROWTH_MIB} MiB")
        return growth

    def alive(self, what):
        if self.process.poll() is not None:
            fail(f"{what}: the server exited {self.process.returncode}: {self.stderr()}")
        status, _, body = exchange(self.port, request("GET", "/healthz"))
        if status != 200:
            fail(f"{what}: /healthz answered {status} {body!r}")

    def stderr(self):
        self.log.seek(0)
        return self.log.read()

    def wait(self, timeout):
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def stop(self):
        self.sampling = False
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        status = self.wait(DRAIN_TIMEOUT_MS / 1000 + 30)
        if status is None:
            self.process.kill()
            fail("the server did not exit after SIGTERM")
        return status


def request(method, path, body=None, headers=(), connection=None):
    """The bytes of one request (a JSON body unless bytes)."""
    data = b"" if body is None else body if isinstance(body, bytes) else json.dumps(body).encode()
    lines = [f"{method} {path} HTTP/1.1", "Host: x"]
    if body is not None:
        lines += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    if connection:
        lines.append(f"Connection: {connection}")
    lines += list(headers)
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + data


class Reader:
    """Reads answers (Content-Length framed, as the server writes them) from a socket."""

    def __init__(self, sock):
        self.sock = sock
        self.buffer = b""

    def fill(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise EOFError("the server closed the connection")
        self.buffer += chunk

    def answer(self):
        """(status, headers as a lower-cased dict, body bytes)."""
        while b"\r\n\r\n" not in self.buffer:
            self.fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", "0"))
        while len(self.buffer) < length:
            self.fill()
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return status, headers, body


def connect(port, timeout=30):
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def exchange(port, data, timeout=30):
    """Sends one request on a new connection; (status, headers, body)."""
    with connect(port, timeout) as sock:
        sock.sendall(data)
        return Reader(sock).answer()


def normalize(port, body, timeout=60):
    status, _, answer = exchange(port, request("POST", "/v1/normalize", body), timeout)
    return status, json.loads(answer)


def metric(port, name):
    _, _, text = exchange(port, request("GET", "/metrics"))
    match = re.search(rf"^{re.escape(name)} (\S+)$", text.decode(), re.M)
    return float(match.group(1)) if match else 0.0


def date_input(i):
    """A distinct input per i (< 840) and what the model answers for it."""
    day, year = 1 + i % 28, 1990 + i // 28
    return f"{day} may {year}", f"{year}-05-{day:02d}"


# ---- the cases -----------------------------------------------------------------------------

def case_nesting(server):
    deep = "[" * 100000 + "]" * 100000
    cases = [
        (deep, "the body must be a JSON object"),
        ('{"inputs": ' + deep + "}", '"inputs"[0] must be a string'),
        ('{"inputs": ["a", ' + deep + "]}", '"inputs"[1] must be a string'),
    ]
    for key in ("order", "min_confidence", "nbest", "beam"):
        cases.append(('{"inputs": ["a"], "%s": %s}' % (key, deep), f'"{key}" must be'))
    cases.append(('{"inputs": ["a"], "colour": ' + deep + "}", 'unknown key "colour"'))
    for body, message in cases:
        status, answer = normalize(server.port, body.encode())
        if status != 400 or message not in answer.get("error", ""):
            fail(f"nesting: {body[:40]}... answered {status} {str(answer)[:200]}, expected 400 "
                 f"with '{message}'")
        server.alive(f"nesting ({message})")
    say(f"nesting: a list nested 100,000 deep in each of {len(cases)} places refused with 400 "
        "naming the key; the server still answers")


def case_pipelining(server):
    total = 0
    for burst in (1, 2, 3, 7, 16, 50, 200):
        expected = []
        data = b""
        for i in range(burst):
            if i % 10 == 9:
                data += request("GET", "/healthz")
                expected.append(("healthz", None))
            else:
                text, output = date_input((i * 7 + burst) % 840)
                data += request("POST", "/v1/normalize", {"inputs": [text]})
                expected.append((text, output))
        with connect(server.port) as sock:
            sock.sendall(data)
            reader = Reader(sock)
            for index, (text, output) in enumerate(expected):
                try:
                    status, _, body = reader.answer()
                except (EOFError, OSError) as error:
                    fail(f"pipelining: burst of {burst}: answer {index} missing ({error})")
                answer = json.loads(body)
                if text == "healthz":
                    ok = status == 200 and answer.get("status") == "ok"
                else:
                    result = answer.get("results", [{}])[0]
                    ok = status == 200 and result.get("input") == text and \
                        result.get("output") == output
                if not ok:
                    fail(f"pipelining: burst of {burst}: answer {index} is {status} "
                         f"{body[:120]!r}, expected the answer to {text!r}")
        total += burst
    say(f"pipelining: bursts of 1-200 requests ({total} in all) written at once, every answer in "
        "order and matched to its request by content")


def send_chunked(port, method, path, megabytes, results, index):
    """A chunked body of `megabytes` MiB; results[index] = the answer's first bytes."""
    try:
        with connect(port, timeout=30) as sock:
            sock.sendall(f"{method} {path} HTTP/1.1\r\nHost: x\r\n"
                         "Transfer-Encoding: chunked\r\n\r\n".encode())
            chunk = b"%x\r\n" % 65536 + b"[" * 65536 + b"\r\n"
            try:
                for _ in range(megabytes * 16):
                    sock.sendall(chunk)
                sock.sendall(b"0\r\n\r\n")
            except OSError:
                pass  # the server stopped reading: its answer may still be there
            try:
                results[index] = sock.recv(65536)
            except OSError:
                results[index] = b""
    except OSError as error:
        results[index] = repr(error).encode()


def case_chunked(server):
    routes = [("POST", "/v1/normalize"), ("GET", "/metrics"), ("GET", "/healthz"),
              ("POST", "/nothing"), ("GET", "/v1/normalize")]
    results = [None] * len(routes) * 2
    threads = [threading.Thread(target=send_chunked,
                                args=(server.port, method, path, 16, results, i))
               for i, (method, path) in enumerate(routes * 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    for (method, path), answer in zip(routes * 2, results):
        # The answer may be lost to a reset when the server closes with our bytes unread; when
        # one arrives it is 413.
        if answer and not answer.startswith(b"HTTP/1.1 413"):
            fail(f"chunked: a 16 MiB chunked body to {method} {path} was answered {answer[:80]!r}")
    answered = sum(bool(a) and a.startswith(b"HTTP/1.1 413") for a in results)
    growth = server.check_memory("chunked")
    # A chunked body within the limit is read.
    body = json.dumps({"inputs": ["3 march 2015"]}).encode()
    data = (b"POST /v1/normalize HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" +
            b"%x\r\n" % 5 + body[:5] + b"\r\n" + b"%x\r\n" % (len(body) - 5) + body[5:] +
            b"\r\n0\r\n\r\n")
    status, _, answer = exchange(server.port, data)
    if status != 200 or b'"2015-03-03"' not in answer:
        fail(f"chunked: a small chunked body was answered {status} {answer[:100]!r}")
    say(f"chunked: 16 MiB chunked bodies to {len(routes)} routes, twice, at once: {answered} of "
        f"{len(results)} answers read, all 413 (the others reset); VmRSS +{growth:.0f} MiB at "
        "most; a small chunked body, 200")


def case_headers(server):
    cases = [
        ([f"X-Field-{i}: v" for i in range(200)], 431, "max_header_fields"),
        (["X-Long: " + "v" * 65536], 431, "max_header_bytes"),
    ]
    for headers, expected, limit in cases:
        status, _, body = exchange(server.port, request("GET", "/healthz", headers=headers))
        if status != expected or json.loads(body).get("limit") != limit:
            fail(f"headers: {len(headers)} field(s) answered {status} {body[:100]!r}")
    # An endless header: the server answers and closes long before 64 MiB.
    sent = 0
    with connect(server.port, timeout=10) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        try:
            line = b"X-Flood: " + b"v" * 1000 + b"\r\n"
            while sent < 64 << 20:
                sock.sendall(line * 64)
                sent += len(line) * 64
        except OSError:
            pass
        try:
            answer = sock.recv(4096)
        except OSError:
            answer = b""
    if sent >= 64 << 20:
        fail("headers: the server read a 64 MiB header")
    if answer and not answer.startswith(b"HTTP/1.1 431"):
        fail(f"headers: an endless header was answered {answer[:80]!r}")
    server.check_memory("headers")
    server.alive("headers")
    say(f"headers: 200 fields and a 64 KiB field answered 431 naming the limit; an endless "
        f"header cut off after {sent >> 10} KiB")


def case_work(server):
    status, answer = normalize(server.port, {"inputs": ["3 may 2000"] * 1024, "beam": 16,
                                             "nbest": 2})
    if status != 413 or answer.get("limit") != "max_work":
        fail(f"work: 1024 inputs x beam 16 x nbest 2 answered {status} {answer}")
    say("work: 1024 inputs x beam 16 x nbest 2 refused with 413 max_work")


def slow_client(port, results, index, interval=0.5):
    """Sends a request one byte every `interval` s; results[index] = seconds until the server
    closed the connection (None: it never did within 30 s)."""
    data = request("POST", "/v1/normalize", {"inputs": ["3 march 2015"]})
    started = time.time()
    try:
        with connect(port, timeout=30) as sock:
            for byte in data:
                sock.sendall(bytes([byte]))
                time.sleep(interval)
                if time.time() - started > 30:
                    results[index] = None
                    return
    except OSError:
        pass
    results[index] = time.time() - started


def case_slow(server):
    slow = [None] * 8
    threads = [threading.Thread(target=slow_client, args=(server.port, slow, i))
               for i in range(len(slow))]
    for thread in threads:
        thread.start()
    time.sleep(0.2)
    latencies = []
    while any(thread.is_alive() for thread in threads) and len(latencies) < 200:
        text, output = date_input(len(latencies) % 840)
        started = time.time()
        status, answer = normalize(server.port, {"inputs": [text]})
        latencies.append(time.time() - started)
        if status != 200 or answer["results"][0]["output"] != output:
            fail(f"slow: a request beside slow clients answered {status} {answer}")
    for thread in threads:
        thread.join(timeout=40)
    limit = REQUEST_TIMEOUT_MS / 1000 + 1.5
    if any(seconds is None or seconds > limit for seconds in slow):
        fail(f"slow: slow clients were cut off after {slow} s, expected within {limit} s")
    say(f"slow: 8 clients sending a byte every 0.5 s cut off after {max(slow):.1f} s at most "
        f"(--request-timeout {REQUEST_TIMEOUT_MS} ms); {len(latencies)} requests beside them "
        f"answered, the slowest in {max(latencies) * 1000:.0f} ms")


def case_half_closed(server):
    counted = 'dates_requests_total{path="/v1/normalize",code="200"}'
    counted_before = metric(server.port, counted)
    for count in (1, 3):
        data = b""
        expected = []
        for i in range(count):
            text, output = date_input(100 + i)
            data += request("POST", "/v1/normalize", {"inputs": [text]})
            expected.append(output)
        with connect(server.port) as sock:
            sock.sendall(data)
            sock.shutdown(socket.SHUT_WR)
            reader = Reader(sock)
            for i, output in enumerate(expected):
                try:
                    status, headers, body = reader.answer()
                except (EOFError, OSError) as error:
                    fail(f"half_closed: {count} request(s) then SHUT_WR: answer {i} missing "
                         f"({error})")
                if status != 200 or json.loads(body)["results"][0]["output"] != output:
                    fail(f"half_closed: answer {i} is {status} {body[:100]!r}")
            # The server says Connection: close when it has seen the client's FIN before it
            # writes the last answer; with both cores busy the FIN can be seen only after (a
            # clean-clone CI run, 2026-12-06). Either way it must close once the answer is out.
            said_close = headers.get("connection", "").lower() == "close"
            if sock.recv(1) != b"":
                fail("half_closed: the server did not close after the last answer")
            if not said_close:
                say(f"half_closed: {count} request(s): the last answer did not say Connection: "
                    "close (the FIN was seen after it was written); the server closed")
    if metric(server.port, counted) - counted_before != 4:
        fail(f"half_closed: /metrics counts {metric(server.port, counted) - counted_before} "
             "answers, the clients read 4")
    say("half_closed: 1 and 3 pipelined requests then shutdown(SHUT_WR): every one answered, the "
        "last with Connection: close, then closed; /metrics counts the 4 answers read")


def case_reset(server):
    answered_before = metric(server.port, 'dates_requests_total{path="/v1/normalize",code="200"}')
    cancelled_before = metric(server.port, "dates_cancelled_requests_total")
    batches_before = metric(server.port, "dates_batches_total")
    body = {"inputs": [date_input(i)[0] for i in range(1024)], "beam": 16}
    for _ in range(2):
        sock = connect(server.port)
        sock.sendall(request("POST", "/v1/normalize", body))
        time.sleep(0.3)  # the request is read and queued; its first slice decoding
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        sock.close()     # RST
    deadline = time.time() + 20
    while time.time() < deadline:
        if metric(server.port, "dates_cancelled_requests_total") - cancelled_before >= 2:
            break
        time.sleep(0.1)
    else:
        fail("reset: two reset clients' requests were not cancelled within 20 s")
    batches = metric(server.port, "dates_batches_total") - batches_before
    answered = metric(server.port, 'dates_requests_total{path="/v1/normalize",code="200"}')
    if answered != answered_before:
        fail(f"reset: /metrics counts {answered - answered_before} answers no client read")
    # 2 x 1024 inputs at beam 16 would take 2 x 64 batches of 16.
    if batches >= 64:
        fail(f"reset: {batches:.0f} batches decoded for two abandoned requests")
    say(f"reset: two clients that reset while 1024 inputs at beam 16 waited: cancelled after "
        f"{batches:.0f} batches (of 128), not counted as answered")


def case_fairness(server, report):
    # Inputs of its own: the reset case's abandoned request left some of date_input's readings
    # in the service's cache, which would answer a large request of them at once.
    large_body = {"inputs": [f"{1 + i % 28} june {1700 + i // 28}" for i in range(FAIRNESS_INPUTS)],
                  "beam": 16}
    outcome = {}

    def large():
        started = time.time()
        status, answer = normalize(server.port, large_body, timeout=600)
        outcome["large"] = (status, len(answer.get("results", [])), time.time() - started)

    thread = threading.Thread(target=large)
    thread.start()
    time.sleep(0.2)
    latencies = []
    while thread.is_alive():
        text, output = date_input(len(latencies) % 840)
        started = time.time()
        status, answer = normalize(server.port, {"inputs": [text]})
        latencies.append(time.time() - started)
        if status != 200 or answer["results"][0]["output"] != output:
            fail(f"fairness: a small request answered {status} {answer}")
        time.sleep(0.05)
    thread.join()
    status, count, seconds = outcome["large"]
    if status != 200 or count != FAIRNESS_INPUTS:
        fail(f"fairness: the large request answered {status} with {count} results")
    if not latencies:
        fail(f"fairness: the large request was answered in {seconds:.2f} s, before any small "
             "request was sent: nothing to measure (HOSTILE_FAIRNESS_INPUTS=N for a larger one)")
    latencies.sort()
    worst = latencies[-1]
    report(f"fairness: a large request ({FAIRNESS_INPUTS} inputs at beam 16) answered in "
           f"{seconds:.1f} s; {len(latencies)} small requests beside it: median "
           f"{latencies[len(latencies) // 2] * 1000:.0f} ms, worst {worst * 1000:.0f} ms")
    if worst > SMALL_LATENCY_S:
        fail(f"fairness: a small request waited {worst:.2f} s beside the large one "
             f"(at most {SMALL_LATENCY_S} s)")


def case_cap(binary, checkpoint):
    server = Server(binary, checkpoint, extra=["--connections", "4"], close_stderr=True)
    try:
        held = [connect(server.port) for _ in range(4)]
        for sock in held:  # each connection accepted and served: one answer each
            sock.sendall(request("GET", "/healthz"))
            Reader(sock).answer()
        fifth = connect(server.port, timeout=10)
        fifth.sendall(request("POST", "/v1/normalize", {"inputs": ["3 march 2015"]}))
        fifth.settimeout(0.5)
        try:
            early = fifth.recv(1)
        except socket.timeout:
            early = None
        if early is not None:
            fail(f"cap: a fifth connection beyond --connections 4 was answered at once ({early!r})")
        held.pop().close()
        fifth.settimeout(10)
        status, _, body = Reader(fifth).answer()
        if status != 200 or b'"2015-03-03"' not in body:
            fail(f"cap: the fifth connection, once one closed, was answered {status} {body!r}")
        fifth.close()
        for sock in held:
            sock.close()
        status = server.stop()
        if status != 0:
            fail(f"cap: with stderr closed the server exited {status}")
    finally:
        if server.process.poll() is None:
            server.process.kill()
    # stderr on a full device: every log line fails.
    with open("/dev/full", "w") as full:
        server = Server(binary, checkpoint, stderr_file=full)
        try:
            status, answer = normalize(server.port, {"inputs": ["3 march 2015"]})
            if status != 200 or answer["results"][0]["output"] != "2015-03-03":
                fail(f"cap: with stderr on /dev/full a request was answered {status} {answer}")
            status = server.stop()
            if status != 0:
                fail(f"cap: with stderr on /dev/full the server exited {status}")
        finally:
            if server.process.poll() is None:
                server.process.kill()
    say("cap: with --connections 4 a fifth connection waited, and was answered once one closed; "
        "with stderr closed (2>&-) or on /dev/full the server answered and exited 0")


def case_stop_slow(binary, checkpoint):
    server = Server(binary, checkpoint, extra=["--request-timeout", "60000"])
    slow = [None]
    thread = threading.Thread(target=slow_client, args=(server.port, slow, 0))
    thread.start()
    time.sleep(1.0)
    signalled = time.time()
    server.process.send_signal(signal.SIGTERM)
    status = server.wait(DRAIN_TIMEOUT_MS / 1000 + 10)
    seconds = time.time() - signalled
    thread.join(timeout=40)
    if status is None:
        server.process.kill()
        fail("stop_slow: the server did not exit with a slow client connected")
    if status != 0 or seconds > DRAIN_TIMEOUT_MS / 1000 + 2:
        fail(f"stop_slow: exit {status} {seconds:.1f} s after SIGTERM (--drain-timeout "
             f"{DRAIN_TIMEOUT_MS} ms)")
    say(f"stop_slow: SIGTERM with a client sending a byte every 0.5 s (request timeout 60 s): "
        f"exit 0 after {seconds:.1f} s (--drain-timeout {DRAIN_TIMEOUT_MS} ms)")


def case_stop_load(binary, checkpoint, clients=16):
    server = Server(binary, checkpoint)
    signalled = threading.Event()
    lock = threading.Lock()
    outcome = {"ok": 0, "close_after_signal": 0, "keep_alive_after_signal": 0, "bad": [],
               "eof_before_signal": 0, "eof_after_signal": 0}

    def client(index):
        i = index
        try:
            sock = connect(server.port)
        except OSError:
            return
        reader = Reader(sock)
        while True:
            text, output = date_input(i % 840)
            was_signalled = signalled.is_set()
            try:
                sock.sendall(request("POST", "/v1/normalize", {"inputs": [text]}))
                status, headers, body = reader.answer()
            except (EOFError, OSError):
                with lock:
                    if was_signalled or signalled.is_set():
                        outcome["eof_after_signal"] += 1
                    else:
                        outcome["eof_before_signal"] += 1
                return
            closing = headers.get("connection", "").lower() == "close"
            with lock:
                if status != 200 or json.loads(body)["results"][0]["output"] != output:
                    outcome["bad"].append(f"{status} {body[:80]!r}")
                    return
                outcome["ok"] += 1
                if was_signalled:
                    outcome["close_after_signal" if closing else "keep_alive_after_signal"] += 1
            if closing:
                if sock.recv(1) != b"":
                    with lock:
                        outcome["bad"].append("data after Connection: close")
                return
            i += clients

    threads = [threading.Thread(target=client, args=(c,)) for c in range(clients)]
    for thread in threads:
        thread.start()
    time.sleep(1.5)
    signalled.set()
    server.process.send_signal(signal.SIGTERM)
    status = server.wait(DRAIN_TIMEOUT_MS / 1000 + 10)
    for thread in threads:
        thread.join(timeout=30)
    if status is None:
        server.process.kill()
        fail("stop_load: the server did not exit")
    match = re.search(r"stopped; (\d+) requests answered", server.stderr())
    if status != 0 or not match:
        fail(f"stop_load: exit {status}: {server.stderr()[-400:]}")
    if outcome["bad"] or outcome["eof_before_signal"]:
        fail(f"stop_load: {outcome}")
    if int(match.group(1)) != outcome["ok"]:
        fail(f"stop_load: the server counts {match.group(1)} answers, the clients read "
             f"{outcome['ok']}")
    # Answers written after the stop say Connection: close, and a client whose last answer said
    # keep-alive (written before the server saw the signal) still has its next request answered:
    # a request meeting a closed connection is the exception (a race under load), not every
    # client's fate.
    if outcome["eof_after_signal"] > clients // 4:
        fail(f"stop_load: {outcome['eof_after_signal']} of {clients} clients' requests met a "
             f"closed connection after the signal: {outcome}")
    say(f"stop_load: SIGTERM under keep-alive load from {clients} clients: exit 0, {outcome['ok']} "
        f"answers read whole (the server's count); after the signal {outcome['close_after_signal']} "
        f"answers said Connection: close, {outcome['keep_alive_after_signal']} keep-alive (already "
        f"under way), {outcome['eof_after_signal']} requests met a closed connection")


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    binary, checkpoint = sys.argv[1:3]
    chosen = set(sys.argv[3:])

    def wanted(name):
        return not chosen or name in chosen

    server = Server(binary, checkpoint)
    try:
        server.warm()
        for name, case in (("nesting", case_nesting), ("pipelining", case_pipelining),
                           ("chunked", case_chunked), ("headers", case_headers),
                           ("work", case_work), ("slow", case_slow),
                           ("half_closed", case_half_closed), ("reset", case_reset)):
            if wanted(name):
                started = time.time()
                case(server)
                server.check_memory(name)
                say(f"  ({name}: {time.time() - started:.1f} s)")
        if wanted("fairness"):
            case_fairness(server, say)
            server.check_memory("fairness")
        growth = server.check_memory("all cases")
        status = server.stop()
        if status != 0:
            fail(f"the server exited {status} on SIGTERM: {server.stderr()[-400:]}")
        say(f"the server's VmRSS grew {growth:.0f} MiB at most over its warmed-up "
            f"{server.rss_base >> 10} MiB through the cases above (bound {RSS_GROWTH_MIB} MiB)")
    finally:
        if server.process.poll() is None:
            server.process.kill()
    if wanted("cap"):
        case_cap(binary, checkpoint)
    if wanted("stop_slow"):
        case_stop_slow(binary, checkpoint)
    if wanted("stop_load"):
        case_stop_load(binary, checkpoint)
    say("all cases passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
