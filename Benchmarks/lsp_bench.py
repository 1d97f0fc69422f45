#!/usr/bin/env python3
"""`buttonlint lsp` latency and memory (a benchmark, never a test).

Latency: time from sending a `didChange` to receiving the `publishDiagnostics` it causes (the
server's wait for a next edit included, when it waits), on a generated 5,000-line SwiftUI file
with 300 buttons and on a small file, median and 95th percentile over 200 edits. Bursts: 20
edits sent 5 ms apart, and how many times the server lints them (each lint publishes once).
Memory: the server's resident size after the first file opened and closed, and after 1,000.

    python3 Benchmarks/lsp_bench.py [path/to/buttonlint]
"""
import json, os, select, statistics, subprocess, sys, tempfile, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/buttonlint"
folder = tempfile.mkdtemp(prefix="buttonlint-lsp-bench-")
# Unbuffered, so `select` on the pipe sees every byte not read yet.
server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)

def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()

def read_exactly(count):
    data = b""
    while len(data) < count:
        piece = server.stdout.read(count - len(data))
        if not piece:
            sys.exit("the server closed its output")
        data += piece
    return data

def receive():
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        header += read_exactly(1)
    length = int(header.split(b":")[1].split(b"\r")[0])
    return json.loads(read_exactly(length))

def wait_for_diagnostics(uri):
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            return message["params"]["diagnostics"]

def large_file():
    lines = ["import SwiftUI", ""]
    buttons = 0
    while len(lines) < 4990:
        index = len(lines)
        if buttons < 300 and index % 16 == 0:
            lines += [f"struct Row{index}: View {{", "    var body: some View {",
                      f'        Button("save changes {index}") {{ save() }}', "    }", "}"]
            buttons += 1
        else:
            lines.append(f"let value{index} = {index} // filler")
    return "\n".join(lines) + "\n", buttons

def small_file():
    return 'import SwiftUI\nstruct V: View {\n    var body: some View {\n        Button("save changes") { }\n    }\n}\n'

def latency(name, text, edits=200):
    uri = "file://" + os.path.join(folder, name)
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    wait_for_diagnostics(uri)
    timings = []
    for version in range(2, edits + 2):
        # Type a character at the end of line 1 and take it back on the next edit.
        change = {"range": {"start": {"line": 0, "character": 14}, "end": {"line": 0, "character": 14}}, "text": " "} \
            if version % 2 == 0 else {"range": {"start": {"line": 0, "character": 14}, "end": {"line": 0, "character": 15}}, "text": ""}
        started = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        wait_for_diagnostics(uri)
        timings.append((time.perf_counter() - started) * 1000)
    lints = []
    version = edits + 2
    for burst in range(5):
        for _ in range(20):
            change = {"range": {"start": {"line": 0, "character": 14}, "end": {"line": 0, "character": 14}}, "text": " "} \
                if version % 2 == 0 else {"range": {"start": {"line": 0, "character": 14}, "end": {"line": 0, "character": 15}}, "text": ""}
            send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
            version += 1
            time.sleep(0.005)
        lints.append(count_publishes(uri, quiet=0.5))
    send({"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}})
    wait_for_diagnostics(uri)
    timings.sort()
    return statistics.median(timings), timings[int(len(timings) * 0.95) - 1], lints

def count_publishes(uri, quiet):
    """The diagnostics published for `uri` until the server has said nothing for `quiet` seconds."""
    count = 0
    while select.select([server.stdout], [], [], quiet)[0]:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            count += 1
    return count

def resident_kib():
    with open(f"/proc/{server.pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": "file://" + folder, "capabilities": {}}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

text, buttons = large_file()
for name, source in [("Large.swift", text), ("Small.swift", small_file())]:
    median, p95, lints = latency(name, source)
    lines = source.count("\n")
    titles = buttons if name == "Large.swift" else 1
    print(f"{name}: {lines} lines, {titles} buttons: didChange → publishDiagnostics median {median:.1f} ms, p95 {p95:.1f} ms"
          f" (200 edits); bursts of 20 edits 5 ms apart linted {', '.join(map(str, lints))} times")

first = None
for index in range(1000):
    uri = "file://" + os.path.join(folder, f"File{index}.swift")
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": small_file()}}})
    wait_for_diagnostics(uri)
    send({"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}})
    wait_for_diagnostics(uri)
    if index == 0:
        first = resident_kib()
last = resident_kib()
print(f"resident memory: {first} KiB after the first file opened and closed, {last} KiB after 1,000 ({(last - first) * 100 / first:+.1f} %)")

send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
receive()
send({"jsonrpc": "2.0", "method": "exit"})
server.wait(timeout=10)
