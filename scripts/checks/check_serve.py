#!/usr/bin/env python3
"""End-to-end check of `dates serve` with a real HTTP client (urllib, raw sockets) on loopback.

usage: /usr/bin/python3 scripts/checks/check_serve.py DATES_BINARY CHECKPOINT DATA_TSV

Starts `DATES_BINARY serve --port 0` and checks, each step bounded in count and time:
  1. answers equal `dates translate --format jsonl` for the same inputs (the first 150 sources of
     DATA_TSV and edge cases: empty, too long for the model, unknown characters, no date), sent
     as batches and as concurrent single-input requests, also with order and min_confidence,
     and guesses withheld, given back by a lower threshold, or kept (keep_guesses);
  2. a second server on the same port is refused; each limit (max_body_bytes, max_inputs, max_input_bytes, max_nbest): 413 and its name; a
     48 MiB chunked body is cut off at the limit (the server's peak memory grows < 16 MiB);
  3. malformed JSON, bytes that are not UTF-8, wrong types, unknown keys, an empty list, a wrong
     route: a 4xx (200 for the empty list) with a JSON body, and the server still answers;
  4. clients that disconnect mid-request (half a header, half a body, gone before the answer);
  5. 4,000 single-input requests from 64 concurrent clients (twice the connection cap), a new
     connection each: every answer right, and batched (/metrics shows fewer batches than
     requests);
  6. SIGTERM with a request's body still arriving: answered, then exit 0; a second SIGTERM:
     exit 143 at once. SIGTERM during load: the server exits 0; every request it answered reached its client
     whole (the count it logs equals the 200s the clients read), no client saw a truncated or
     failed answer, and connections failed only after the signal.
Prints one line per step; exits 1 at the first failure.
"""
import concurrent.futures
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

LIMITS = {"max_body_bytes": 1 << 20, "max_inputs": 64, "max_input_bytes": 200, "max_nbest": 4}


def fail(message):
    print(f"check_serve: FAIL: {message}")
    sys.exit(1)


class Server:
    """A `dates serve` process on a free port; stderr goes to a file."""

    def __init__(self, binary, checkpoint, extra=()):
        self.log = tempfile.NamedTemporaryFile("w+", prefix="dates-serve-", suffix=".log")
        command = [binary, "serve", "--port", "0", "--checkpoint", checkpoint, "--threads", "1",
                   "--connections", "32", "--max-wait-us", "2000"]
        for key, value in LIMITS.items():
            command += ["--" + key.replace("_", "-"), str(value)]
        self.process = subprocess.Popen(command + list(extra), stdout=subprocess.DEVNULL,
                                        stderr=self.log)
        deadline = time.time() + 60
        while time.time() < deadline:
            match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", self.stderr())
            if match:
                self.port = int(match.group(1))
                return
            if self.process.poll() is not None:
                fail(f"dates serve exited {self.process.returncode}: {self.stderr()}")
            time.sleep(0.05)
        fail("dates serve did not start listening within 60 s")

    def stderr(self):
        self.log.seek(0)
        return self.log.read()

    def url(self, path):
        return f"http://127.0.0.1:{self.port}{path}"

    def stop(self, signal_it=True):
        """SIGTERM (unless already sent: a second one ends the server at once), then the exit
        status."""
        if signal_it and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            fail("dates serve did not exit within 60 s of SIGTERM")


def post(server, body, timeout=60):
    """(status, parsed JSON body) of POST /v1/normalize; body is bytes or a JSON-able value."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    request = urllib.request.Request(server.url("/v1/normalize"), data=data, method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def get(server, path):
    try:
        with urllib.request.urlopen(server.url(path), timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def translate_jsonl(binary, checkpoint, inputs, *options):
    result = subprocess.run([binary, "translate", "--checkpoint", checkpoint, "--format", "jsonl",
                             *options], input="\n".join(inputs) + "\n", capture_output=True,
                            text=True, timeout=300)
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    if len(lines) != len(inputs):
        fail(f"translate printed {len(lines)} lines for {len(inputs)} inputs: {result.stderr}")
    return lines


def same_answer(got, expected):
    """Equal but for the probabilities' last bits (another batch, other float rounding)."""
    if set(got) != set(expected):
        return False
    for key in expected:
        if key == "probability":
            if abs(got[key] - expected[key]) > 1e-5 * max(1.0, abs(expected[key])):
                return False
        elif key == "nbest":
            if len(got[key]) != len(expected[key]) or not all(
                    same_answer(a, b) for a, b in zip(got[key], expected[key])):
                return False
        elif got[key] != expected[key]:
            return False
    return True


def check_equal(results, expected, what):
    if len(results) != len(expected):
        fail(f"{what}: {len(results)} results for {len(expected)} inputs")
    for got, want in zip(results, expected):
        if not same_answer(got, want):
            fail(f"{what}: for {want['input']!r} the service answered {got}, translate {want}")


def step_equal_to_translate(server, binary, checkpoint, inputs):
    """Returns translate's answers to `inputs` read one by one by the model's default (mdy)."""
    # A request is one column (order auto, the default), as one translate call is.
    results, expected = [], []
    for start in range(0, len(inputs), LIMITS["max_inputs"]):
        batch = inputs[start:start + LIMITS["max_inputs"]]
        status, body = post(server, {"inputs": batch})
        if status != 200:
            fail(f"a batch was answered {status}: {body}")
        results += body["results"]
        expected += translate_jsonl(binary, checkpoint, batch)
    check_equal(results, expected, "batches")
    expected = plain = translate_jsonl(binary, checkpoint, inputs, "--order", "mdy")
    with concurrent.futures.ThreadPoolExecutor(16) as pool:
        answers = list(pool.map(lambda text: post(server, {"inputs": [text], "order": "mdy"}),
                                inputs))
    if any(status != 200 for status, _ in answers):
        fail(f"single-input requests: statuses {sorted({s for s, _ in answers})}")
    check_equal([body["results"][0] for _, body in answers], expected, "single-input requests")
    # Options: another convention, a threshold, and n-best with a beam.
    expected = translate_jsonl(binary, checkpoint, inputs[:40], "--order", "dmy",
                               "--min-confidence", "0.9999")
    status, body = post(server, {"inputs": inputs[:40], "order": "dmy", "min_confidence": 0.9999})
    check_equal(body["results"], expected, "order dmy, min_confidence 0.9999")
    expected = translate_jsonl(binary, checkpoint, inputs[:20], "--beam", "3", "--nbest", "2")
    status, body = post(server, {"inputs": inputs[:20], "nbest": 2, "beam": 3})
    check_equal(body["results"], expected, "nbest 2, beam 3")
    # Guesses: withheld by default (translate's lines say which), given back by a lower threshold
    # on the readings the service keeps, and as read with keep_guesses.
    if not any("withheld" in line for line in plain):
        fail("no input of the check is a guess withheld: the guess steps would check nothing")
    for options, request in ((("--min-confidence", "0.3"), {"min_confidence": 0.3}),
                             (("--keep-guesses",), {"keep_guesses": True}),
                             ((), {})):
        expected = translate_jsonl(binary, checkpoint, inputs[-12:], *options)
        status, body = post(server, {"inputs": inputs[-12:], **request})
        check_equal(body["results"], expected, f"guesses, {request}")
    print(f"check_serve: {len(inputs)} inputs answered as translate --format jsonl answers them "
          "(batches, 16 concurrent clients, order/min_confidence, n-best, guesses)")
    return plain


def step_column(server, binary, checkpoint):
    """order auto: a request is one column, its deciding rows vote; the answer says how."""
    column = ["25/04/2015", "03/04/2015", "12/25/2015", "13/01/2016", "Sep 3 2015"]
    status, body = post(server, {"inputs": column})
    if status != 200:
        fail(f"a column was answered {status}: {body}")
    expected = {"order": "dmy", "decided": True, "decided_by": 2, "inconsistent": 1,
                "read_by_order": 1}
    if body.get("column") != expected:
        fail(f"the column of {column} was answered {body.get('column')}, expected {expected}")
    check_equal(body["results"], translate_jsonl(binary, checkpoint, column), "a column")
    dates = [result["date"] for result in body["results"]]
    if dates[1] != "2015-04-03" or "inconsistent" not in body["results"][2]["marks"]:
        fail(f"a day-first column read 03/04/2015 as {dates[1]}, 12/25/2015 with marks "
             f"{body['results'][2]['marks']}")
    status, body = post(server, {"inputs": column, "order": "mdy"})
    if "column" in body or body["results"][1]["date"] != "2015-03-04":
        fail(f"order mdy: {body}")
    print("check_serve: a request is one column under order auto (dmy decided by 2 rows, 1 "
          "inconsistent), its answer says so, as translate's summary does")


def step_cache(binary, checkpoint):
    """The reading cache: bounded by --cache-entries, hits counted in /metrics."""
    server = Server(binary, checkpoint, ("--cache-entries", "5"))
    try:
        inputs = [f"{day} march 2015" for day in range(1, 21)]
        status, _ = post(server, {"inputs": inputs})
        status, _ = post(server, {"inputs": inputs[-5:]})  # the five kept: all hits
        status, text = get(server, "/metrics")

        def metric(name):
            match = re.search(rf"^{re.escape(name)} (\S+)$", text, re.M)
            return float(match.group(1)) if match else None
        got = {name: metric(f"dates_cache_{name}") for name in
               ("hits_total", "misses_total", "entries", "max_entries", "evictions_total",
                "hit_rate")}
        want = {"hits_total": 5, "misses_total": 20, "entries": 5, "max_entries": 5,
                "evictions_total": 15, "hit_rate": 0.2}
        if got != want:
            fail(f"/metrics after 20 distinct inputs and 5 repeats with --cache-entries 5: {got}, "
                 f"expected {want}")
    finally:
        server.stop()
    print("check_serve: the reading cache keeps --cache-entries readings (5 of 20), answers "
          "repeats from them and counts its hits in /metrics (hit rate 0.2)")


def step_port_taken(server, binary, checkpoint):
    second = subprocess.run([binary, "serve", "--port", str(server.port), "--checkpoint",
                             checkpoint], capture_output=True, text=True, timeout=120)
    if second.returncode != 1 or f"cannot listen on 127.0.0.1:{server.port}" not in second.stderr:
        fail(f"a second server on port {server.port} exited {second.returncode}: {second.stderr}")
    print("check_serve: a second server on the same port is refused with exit 1, naming it")


def step_limits(server):
    cases = [
        ("max_inputs", {"inputs": ["1 may 2000"] * (LIMITS["max_inputs"] + 1)}),
        ("max_input_bytes", {"inputs": ["x" * (LIMITS["max_input_bytes"] + 1)]}),
        ("max_nbest", {"inputs": ["1 may 2000"], "nbest": LIMITS["max_nbest"] + 1}),
        ("max_body_bytes", b'{"inputs": ["1 may 2000"]' + b" " * LIMITS["max_body_bytes"] + b"}"),
    ]
    for limit, body in cases:
        status, answer = post(server, body)
        if status != 413 or answer.get("limit") != limit or "error" not in answer:
            fail(f"{limit}: answered {status} {answer}, expected 413 naming the limit")
    # At each limit: accepted.
    status, _ = post(server, {"inputs": ["x" * LIMITS["max_input_bytes"]] * LIMITS["max_inputs"],
                              "nbest": LIMITS["max_nbest"]})
    if status != 200:
        fail(f"a request at every limit was answered {status}")
    # A chunked body has no Content-Length to refuse up front: 48 MiB of it must be cut off at
    # the limit, not held in memory.
    peak_before = peak_memory_kib(server.process.pid)
    answer = send_chunked(server, chunks=768, chunk_bytes=65536)
    peak_growth = peak_memory_kib(server.process.pid) - peak_before
    if answer and not answer.startswith(b"HTTP/1.1 413"):
        fail(f"a 48 MiB chunked body was answered {answer[:60]!r}")
    if peak_growth > 16 * 1024:
        fail(f"a 48 MiB chunked body grew the server's peak memory by {peak_growth} KiB")
    status, _ = post(server, {"inputs": ["1 may 2000"]})
    if status != 200:
        fail(f"after the chunked body: {status}")
    print("check_serve: each limit answered 413 with its name (a 48 MiB chunked body cut off at "
          f"the limit, peak memory +{peak_growth} KiB); a request at the limits, 200")


def peak_memory_kib(pid):
    with open(f"/proc/{pid}/status") as file:
        return int(re.search(r"^VmHWM:\s+(\d+) kB", file.read(), re.M).group(1))


def send_chunked(server, chunks, chunk_bytes):
    """POSTs a chunked body of chunks x chunk_bytes; the answer's first bytes (b"" when the server
    closed the connection before the client could read one)."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as connection:
        connection.sendall(b"POST /v1/normalize HTTP/1.1\r\nHost: x\r\n"
                           b"Transfer-Encoding: chunked\r\n\r\n")
        chunk = b"%x\r\n" % chunk_bytes + b"x" * chunk_bytes + b"\r\n"
        try:
            for _ in range(chunks):
                connection.sendall(chunk)
            connection.sendall(b"0\r\n\r\n")
        except OSError:
            pass  # the server stopped reading: what it answered may still be there
        try:
            return connection.recv(65536)
        except OSError:
            return b""


def step_malformed(server):
    cases = [
        (b'{"inputs": [', 400, "the body is not JSON"),
        (b'{"inputs": ["\xff\xfe"]}', 400, "the body is not JSON"),
        (b"", 400, "the body is not JSON"),
        ({"inputs": "3 march 2015"}, 400, '"inputs" must be a list of strings'),
        ({"inputs": [3]}, 400, '"inputs"[0] must be a string'),
        ({"inputs": ["a"], "nbest": "two"}, 400, '"nbest" must be a whole number'),
        ({"inputs": ["a"], "colour": 1}, 400, 'unknown key "colour"'),
        (["3 march 2015"], 400, "must be a JSON object"),
        (b"\x00" * 100, 400, "the body is not JSON"),
        (b"[" * 400000 + b"]" * 400000, 400, "must be a JSON object"),  # nesting 400,000 deep
        (b'{"inputs": ' + b"[" * 200000 + b"]" * 200000 + b"}", 400, '"inputs"[0] must be'),
    ]
    for body, expected_status, message in cases:
        status, answer = post(server, body)
        if status != expected_status or message not in answer.get("error", ""):
            fail(f"{body!r:.60}: answered {status} {answer}, expected {expected_status} "
                 f"with '{message}'")
    status, answer = post(server, {"inputs": []})
    if status != 200 or answer["results"] != []:
        fail(f"an empty list: answered {status} {answer}")
    status, text = get(server, "/v1/nothing")
    if status != 404 or "error" not in json.loads(text):
        fail(f"an unknown route: answered {status} {text}")
    status, text = get(server, "/healthz")
    if status != 200 or json.loads(text)["status"] != "ok":
        fail(f"/healthz after malformed requests: {status} {text}")
    print(f"check_serve: {len(cases) + 2} malformed or odd requests answered 4xx with a JSON "
          "error (an empty list: 200, no results); the server still healthy")


def raw_exchange(server, data, read=False):
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
        connection.sendall(data)
        if read:
            return connection.recv(65536)
    return b""


def step_disconnects(server):
    body = json.dumps({"inputs": ["3 march 2015"] * 10}).encode()
    head = (f"POST /v1/normalize HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode()
    for _ in range(20):
        raw_exchange(server, head[:25])                      # half a header
        raw_exchange(server, head + body[: len(body) // 2])  # half a body
        raw_exchange(server, head + body)                    # gone before the answer
    garbage = raw_exchange(server, b"NOT HTTP AT ALL\r\n\r\n", read=True)
    if not garbage.startswith(b"HTTP/1.1 400"):
        fail(f"a request line that is not HTTP was answered {garbage[:40]!r}")
    status, answer = post(server, {"inputs": ["3 march 2015"]})
    if status != 200 or answer["results"][0]["output"] != "2015-03-03":
        fail(f"after 60 broken connections: {status} {answer}")
    print("check_serve: 60 clients gone mid-request and one not speaking HTTP; the server "
          "answers the next request")


def settled_metrics(server):
    """/metrics once its input counters stand still: the service counts a request when its answer
    is written, which may come after the client has read the answer (a race the counts of one
    step must not see)."""
    def counters(text):
        return re.findall(r"^dates_(?:inputs|warned_inputs|refused_inputs)_total\S* \S+$", text,
                          re.M)
    _, text = get(server, "/metrics")
    for _ in range(50):
        time.sleep(0.1)
        _, again = get(server, "/metrics")
        if counters(again) == counters(text):
            return again
        text = again
    fail("/metrics: the input counters did not settle in 5 s with no request in flight")


def step_many_requests(server, inputs, expected_by_input, count=4000, clients=64):
    before = settled_metrics(server)
    texts = [inputs[i % len(inputs)] for i in range(count)]
    started = time.time()
    with concurrent.futures.ThreadPoolExecutor(clients) as pool:
        answers = list(pool.map(lambda text: post(server, {"inputs": [text], "order": "mdy"}),
                                texts))
    seconds = time.time() - started
    for text, (status, body) in zip(texts, answers):
        if status != 200 or not same_answer(body["results"][0], expected_by_input[text]):
            fail(f"{count} concurrent requests: {text!r} answered {status} {body}")
    after = settled_metrics(server)

    def metric(text, name):
        match = re.search(rf"^{re.escape(name)} (\S+)$", text, re.M)
        return float(match.group(1)) if match else 0.0
    def refused(text):
        return sum(float(value) for value in
                   re.findall(r"^dates_refused_inputs_total\{[^}]*\} (\S+)$", text, re.M))
    warning_marks = {"low-confidence", "ambiguous", "unknown-characters", "not-a-date", "misread",
                     "unknown-month", "cut-off"}
    expected_refused = sum("error" in expected_by_input[text] for text in texts)
    expected_warned = sum("error" in expected_by_input[text] or
                          bool(warning_marks & set(expected_by_input[text]["marks"]))
                          for text in texts)
    if refused(after) - refused(before) != expected_refused:
        fail(f"/metrics counts {refused(after) - refused(before)} refused inputs, "
             f"{expected_refused} were refused")
    warned = metric(after, "dates_warned_inputs_total") - metric(before, "dates_warned_inputs_total")
    if warned != expected_warned:
        fail(f"/metrics counts {warned} warned inputs, {expected_warned} were")
    requests = metric(after, "dates_batch_requests_sum") - metric(before, "dates_batch_requests_sum")
    batches = metric(after, "dates_batches_total") - metric(before, "dates_batches_total")
    if requests != count:
        fail(f"/metrics counts {requests} requests batched, {count} were sent")
    hits = metric(after, "dates_cache_hits_total") - metric(before, "dates_cache_hits_total")
    looked_up = count - expected_refused
    # Repeats (and inputs earlier steps asked) are answered from the cache; concurrent repeats
    # decoded in one batch before either was kept are not.
    if not looked_up // 2 <= hits <= looked_up:
        fail(f"/metrics counts {hits} cache hits for {looked_up} readable inputs, "
             f"{len(set(texts))} of them distinct")
    if not batches < count:
        fail(f"{count} concurrent requests were decoded in {batches} batches: no batching")
    print(f"check_serve: {count} requests from {clients} concurrent clients all answered right in "
          f"{seconds:.1f} s, decoded in {batches:.0f} batches ({count / batches:.1f} requests a "
          f"batch); /metrics counts the {expected_refused} refused and {expected_warned} warned "
          "inputs")


def step_sigterm(binary, checkpoint, inputs, clients=32):
    server = Server(binary, checkpoint)
    outcomes = {"ok": 0, "bad": [], "refused_before_signal": 0, "refused": 0}
    lock = threading.Lock()
    signalled = threading.Event()
    stop_at = time.time() + 30

    def client(index):
        i = index
        while time.time() < stop_at:
            was_signalled = signalled.is_set()
            try:
                status, body = post(server, {"inputs": [inputs[i % len(inputs)]]}, timeout=30)
            except (ConnectionError, urllib.error.URLError, OSError):
                # Refused or reset before any answer: the server no longer listens.
                with lock:
                    if was_signalled or signalled.is_set():
                        outcomes["refused"] += 1
                    else:
                        outcomes["refused_before_signal"] += 1
                if signalled.is_set():
                    return
                continue
            except Exception as error:  # a truncated or unreadable answer
                with lock:
                    outcomes["bad"].append(repr(error))
                return
            with lock:
                if status == 200 and len(body["results"]) == 1:
                    outcomes["ok"] += 1
                else:
                    outcomes["bad"].append(f"{status} {body}")
            i += clients

    threads = [threading.Thread(target=client, args=(c,)) for c in range(clients)]
    for thread in threads:
        thread.start()
    time.sleep(1.5)
    signalled.set()
    server.process.send_signal(signal.SIGTERM)
    status = server.stop(signal_it=False)
    for thread in threads:
        thread.join(timeout=60)
    log = server.stderr()
    match = re.search(r"stopped; (\d+) requests answered", log)
    if status != 0 or not match:
        fail(f"after SIGTERM dates serve exited {status}: {log}")
    if outcomes["bad"] or outcomes["refused_before_signal"]:
        fail(f"during the drain: {outcomes}")
    answered = int(match.group(1))
    if answered != outcomes["ok"] or answered == 0:
        fail(f"the server answered {answered} requests, the clients read {outcomes['ok']} whole")
    print(f"check_serve: SIGTERM under load from {clients} clients: exit 0, {answered} requests "
          f"answered and all {outcomes['ok']} read whole by their clients, "
          f"{outcomes['refused']} connections refused after the signal")


def step_signals_mid_request(binary, checkpoint):
    """A request whose body is still arriving when SIGTERM comes is answered, then the server
    exits 0; with a second signal it exits 143 at once instead."""
    body = json.dumps({"inputs": ["3 march 2015"]}).encode()
    head = (f"POST /v1/normalize HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    for second_signal in (False, True):
        server = Server(binary, checkpoint)
        # A first request on a keep-alive connection proves an HTTP thread holds it; the second
        # is half sent when the signal comes.
        client = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        client.request("POST", "/v1/normalize", body, {"Content-Type": "application/json"})
        first = client.getresponse()
        if first.status != 200 or b'"2015-03-03"' not in first.read():
            fail("the first request on the keep-alive connection failed")
        with client.sock as connection:
            connection.sendall(head + body[:5])
            time.sleep(1.0)  # the HTTP thread has read the head and waits for the body
            server.process.send_signal(signal.SIGTERM)
            time.sleep(1.0)
            if second_signal:
                server.process.send_signal(signal.SIGTERM)
                status = server.stop(signal_it=False)
                if status != 143:
                    fail(f"a second SIGTERM while draining: exit {status}, expected 143")
                continue
            if server.process.poll() is not None:
                fail(f"dates serve exited {server.process.returncode} with a request in flight")
            connection.sendall(body[5:])
            answer = b""
            while chunk := connection.recv(65536):
                answer += chunk
        status = server.stop(signal_it=False)
        if not answer.startswith(b"HTTP/1.1 200") or b'"2015-03-03"' not in answer:
            fail(f"the request in flight at SIGTERM was answered {answer[:80]!r}")
        if status != 0 or "stopped; 2 requests answered" not in server.stderr():
            fail(f"after draining one request: exit {status}, {server.stderr()}")
    print("check_serve: a request still arriving at SIGTERM is answered before the exit (0); a "
          "second SIGTERM ends the server at once (143)")


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    binary, checkpoint, data = sys.argv[1:]
    with open(data, encoding="utf-8") as file:
        inputs = [line.split("\t")[0] for line in file.read().splitlines()[:150]]
    inputs += ["", "   ", "x" * 150, "3 march 2015 ☃☃", "no date here", "10/8/13",
               "Thu Sep 25 10:36:28 BRST 2003",
               # guesses of the default models (withheld, or cut to their month): months of
               # languages no model was taught (Finnish, Welsh, Swahili) among them
               "Vends vélo 120 €, servi 3 fois", "3. maaliskuuta 2015", "Overzicht juli 2024",
               "15. syyskuuta 2015", "12 Hydref 1951", "Machi 1988"]
    server = Server(binary, checkpoint)
    try:
        expected = step_equal_to_translate(server, binary, checkpoint, inputs)
        expected_by_input = {line["input"]: line for line in expected}
        step_port_taken(server, binary, checkpoint)
        step_limits(server)
        step_malformed(server)
        step_disconnects(server)
        step_column(server, binary, checkpoint)
        step_many_requests(server, inputs, expected_by_input)
    finally:
        status = server.stop()
    if status != 0:
        fail(f"dates serve exited {status} on SIGTERM: {server.stderr()}")
    step_cache(binary, checkpoint)
    step_sigterm(binary, checkpoint, inputs)
    step_signals_mid_request(binary, checkpoint)
    print("check_serve: all steps passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
