#!/usr/bin/env python3
"""`buttonlint lsp` over the real binary's pipes, driven by a client written here (standard
library only): both position encodings, incremental edits that split and join lines,
cancellation, a malformed header, invalid JSON, an unknown method, requests after shutdown, a
title whose text comes from a catalog and whose fix edits the catalog, and a configuration error
shown on the configuration file and cleared once fixed.

    python3 lsp-protocol-check.py path/to/buttonlint WORK_FOLDER
"""
import json, os, queue, subprocess, sys, threading, time, urllib.parse

binary, work = sys.argv[1], os.path.realpath(sys.argv[2])
TIMEOUT = 30


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def uri(path):
    return "file://" + urllib.parse.quote(path)


class Client:
    """One server process: framed messages out, a thread reading framed messages in."""

    def __init__(self, root, encodings=None, watches=False):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.inbox = queue.Queue()
        self.seen = []
        self.next_id = 1
        threading.Thread(target=self.read, daemon=True).start()
        capabilities = {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": watches}}}
        if encodings is not None:
            capabilities["general"] = {"positionEncodings": encodings}
        result = self.request("initialize", {"rootUri": uri(root), "capabilities": capabilities})
        self.encoding = result["capabilities"].get("positionEncoding", "utf-16")
        self.notify("initialized", {})

    def read(self):
        stream = self.process.stdout
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = stream.read(1)
                if not byte:
                    self.inbox.put(None)
                    return
                header += byte
            length = next(int(line.split(b":")[1]) for line in header.split(b"\r\n")
                          if line.lower().startswith(b"content-length:"))
            self.inbox.put(json.loads(stream.read(length)))

    def write_raw(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    @staticmethod
    def frame(message):
        body = json.dumps(message, ensure_ascii=False).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def notify(self, method, params):
        self.write_raw(self.frame({"jsonrpc": "2.0", "method": method, "params": params}))

    def send_request(self, method, params):
        self.next_id += 1
        self.write_raw(self.frame({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}))
        return self.next_id

    def wait(self, matches, what):
        """The first message, seen or still to come, that `matches`."""
        for message in self.seen:
            if matches(message):
                self.seen.remove(message)
                return message
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            try:
                message = self.inbox.get(timeout=max(0.01, deadline - time.time()))
            except queue.Empty:
                break
            if message is None:
                fail("the server closed its output while waiting for " + what)
            if matches(message):
                return message
            self.seen.append(message)
        fail("no " + what + " within %d s" % TIMEOUT)

    def answer(self, request_id):
        return self.wait(lambda m: m.get("id") == request_id and "method" not in m, "answer to request %s" % request_id)

    def request(self, method, params):
        message = self.answer(self.send_request(method, params))
        if "error" in message:
            fail("%s answered %s" % (method, message["error"]))
        return message["result"]

    def diagnostics(self, file_uri):
        """The next diagnostics published for `file_uri`."""
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == file_uri, "diagnostics for " + file_uri)["params"]["diagnostics"]

    def open(self, path, text):
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri(path), "languageId": "swift", "version": 1, "text": text}})
        return self.diagnostics(uri(path))

    def change(self, path, version, changes):
        self.notify("textDocument/didChange", {"textDocument": {"uri": uri(path), "version": version}, "contentChanges": changes})
        return self.diagnostics(uri(path))

    def finish(self):
        if self.request("shutdown", None) is not None:
            fail("shutdown answers null")
        self.notify("exit", None)
        if self.process.wait(timeout=TIMEOUT) != 0:
            fail("the server exited with %d after shutdown and exit" % self.process.returncode)


def character(line, byte_column, encoding):
    """A byte column of `line` (UTF-8) in the negotiated encoding."""
    prefix = line.encode()[:byte_column].decode()
    return len(prefix.encode("utf-16-le")) // 2 if encoding == "utf-16" else len(prefix.encode())


def position(text, offset, encoding):
    """The protocol position of the UTF-8 byte `offset` of `text`."""
    data = text.encode()[:offset].decode()
    line = data.count("\n")
    last = data.rsplit("\n", 1)[-1]
    return {"line": line, "character": character(last, len(last.encode()), encoding)}


def apply_edits(text, edits, encoding):
    """`text` with LSP text edits applied (positions in `encoding`), last first."""
    lines = text.split("\n")

    def offset(pos):
        line = lines[pos["line"]]
        units, chars = 0, 0
        for char in line:
            width = len(char.encode("utf-16-le")) // 2 if encoding == "utf-16" else len(char.encode())
            if units + width > pos["character"]:
                break
            units += width
            chars += 1
        return sum(len(l) + 1 for l in lines[:pos["line"]]) + chars

    for edit in sorted(edits, key=lambda e: (e["range"]["start"]["line"], e["range"]["start"]["character"]), reverse=True):
        start, end = offset(edit["range"]["start"]), offset(edit["range"]["end"])
        text = text[:start] + edit["newText"] + text[end:]
    return text


def title_case(diagnostics):
    return [d for d in diagnostics if d["code"] == "title-case"]


# A line with emoji and accented text before the title: the two encodings differ there.
SOURCE = """import SwiftUI

struct Screen: View {
    var body: some View {
        Text("🎉 Größe"); Button("save changes") { }
    }
}
"""
TITLE_LINE = SOURCE.split("\n")[4]
TITLE_BYTE = TITLE_LINE.encode().index(b'"save changes"')

os.makedirs(work + "/Encodings", exist_ok=True)

# 1. Both position encodings.
for offered, expected in [(None, "utf-16"), (["utf-16", "utf-8"], "utf-8")]:
    client = Client(work + "/Encodings", encodings=offered)
    if client.encoding != expected:
        fail("offered %s, the server chose %s" % (offered, client.encoding))
    found = title_case(client.open(work + "/Encodings/Screen.swift", SOURCE))
    want = {"line": 4, "character": character(TITLE_LINE, TITLE_BYTE, expected)}
    if not found or found[0]["range"]["start"] != want:
        fail("%s: title-case at %s, expected %s" % (expected, found and found[0]["range"]["start"], want))
    print("%s: the title's diagnostic starts at line 5, character %d" % (expected, want["character"]))

    # 2. Incremental edits that split and join lines: a line break after `;` moves the button
    # to a line of its own, deleting it joins the lines again.
    path = work + "/Encodings/Screen.swift"
    split_at = character(TITLE_LINE, TITLE_LINE.encode().index(b";") + 1, expected)
    moved = title_case(client.change(path, 2, [{"range": {"start": {"line": 4, "character": split_at},
                                                          "end": {"line": 4, "character": split_at}},
                                                "text": "\n           "}]))
    if not moved or moved[0]["range"]["start"] != {"line": 5, "character": 19}:
        fail("%s: after splitting the line the diagnostic is at %s" % (expected, moved and moved[0]["range"]["start"]))
    joined = title_case(client.change(path, 3, [{"range": {"start": {"line": 4, "character": split_at},
                                                           "end": {"line": 5, "character": 11}}, "text": ""}]))
    if not joined or joined[0]["range"]["start"] != want:
        fail("%s: after joining the lines the diagnostic is at %s" % (expected, joined and joined[0]["range"]["start"]))
    # An edit after the emoji, counted in the negotiated encoding: "save" becomes "Save", "changes" "Changes".
    s = character(TITLE_LINE, TITLE_BYTE + 1, expected)
    c = character(TITLE_LINE, TITLE_BYTE + 6, expected)
    after = client.change(path, 4, [{"range": {"start": {"line": 4, "character": s}, "end": {"line": 4, "character": s + 1}}, "text": "S"},
                                    {"range": {"start": {"line": 4, "character": c}, "end": {"line": 4, "character": c + 1}}, "text": "C"}])
    if title_case(after):
        fail("%s: the corrected title is still reported: %s" % (expected, after))
    print("%s: splitting, joining and editing the line after its emoji moved and then cleared the diagnostic" % expected)
    client.finish()

# 3. Malformed input, unknown methods, cancellation, requests after shutdown.
client = Client(work + "/Encodings")
client.write_raw(b"Content-Length: nine\r\n\r\n")
error = client.wait(lambda m: m.get("error") is not None and m.get("id") is None, "an answer to a malformed header")
if error["error"]["code"] != -32700:
    fail("a malformed header answered %s" % error)
client.write_raw(b"Content-Length: 12\r\n\r\n{\"jsonrpc\":,")
error = client.wait(lambda m: m.get("error") is not None and m.get("id") is None, "an answer to invalid JSON")
if error["error"]["code"] != -32700:
    fail("invalid JSON answered %s" % error)
print("a malformed header and invalid JSON are answered ParseError, and the server goes on")
unknown = client.answer(client.send_request("workspace/noSuchThing", {}))
if unknown.get("error", {}).get("code") != -32601:
    fail("an unknown method answered %s" % unknown)
print("an unknown method is answered MethodNotFound")
# A request and its cancellation in one write, behind a large file to lint: the cancellation is
# read while the request still waits its turn.
large = "import SwiftUI\n" + "".join('let b%d = Button("save item %d") { }\n' % (i, i) for i in range(4000))
client.next_id += 1
hover_id = client.next_id
client.write_raw(client.frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                     "uri": uri(work + "/Encodings/Large.swift"), "languageId": "swift", "version": 1, "text": large}}})
                 + client.frame({"jsonrpc": "2.0", "id": hover_id, "method": "textDocument/hover", "params": {
                     "textDocument": {"uri": uri(work + "/Encodings/Large.swift")}, "position": {"line": 1, "character": 20}}})
                 + client.frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": hover_id}}))
cancelled = client.answer(hover_id)
if cancelled.get("error", {}).get("code") != -32800:
    fail("a cancelled request answered %s" % cancelled)
print("a request cancelled while it waits is answered RequestCancelled")
if client.request("shutdown", None) is not None:
    fail("shutdown answers null")
late = client.answer(client.send_request("textDocument/hover", {"textDocument": {"uri": uri(work + "/Encodings/Large.swift")},
                                                                 "position": {"line": 1, "character": 20}}))
if late.get("error", {}).get("code") != -32600:
    fail("a request after shutdown answered %s" % late)
client.notify("exit", None)
if client.process.wait(timeout=TIMEOUT) != 0:
    fail("the server exited with %d" % client.process.returncode)
print("a request after shutdown is answered InvalidRequest; exit ends the server with status 0")

# 4. A title whose text comes from the development-language catalog; its fix edits the catalog.
# The key and the value hold an accented letter, so the edit's columns differ between encodings.
app = work + "/Catalogs/App"
os.makedirs(app + "/en.lproj", exist_ok=True)
os.makedirs(app + "/de.lproj", exist_ok=True)
catalog = app + "/en.lproj/Localizable.strings"
with open(catalog, "w") as f:
    f.write('/* Édition: the app\'s titles */\n"café" = "Café";\n"open_café" = "open café menu";\n')
with open(app + "/de.lproj/Localizable.strings", "w") as f:
    f.write('"open_café" = "Café-Menü öffnen";\n')
view = 'import SwiftUI\n\nstruct Editor: View {\n    var body: some View {\n        Button("open_café") { }\n    }\n}\n'
for offered in [None, ["utf-8"]]:
    client = Client(work + "/Catalogs", encodings=offered, watches=True)
    found = title_case(client.open(app + "/Editor.swift", view))
    if not found or found[0]["range"]["start"] != {"line": 4, "character": 15}:
        fail("no title-case diagnostic on the catalog title: %s" % found)
    actions = client.request("textDocument/codeAction", {"textDocument": {"uri": uri(app + "/Editor.swift")},
                                                         "range": found[0]["range"], "context": {"diagnostics": found}})
    fixes = [a for a in actions if a.get("isPreferred")]
    if not fixes or list(fixes[0]["edit"]["changes"]) != [uri(catalog)]:
        fail("the quick fix does not edit the catalog: %s" % actions)
    with open(catalog) as f:
        before = f.read()
    fixed = apply_edits(before, fixes[0]["edit"]["changes"][uri(catalog)], client.encoding)
    if fixed != before.replace('"open café menu"', '"Open Café Menu"'):
        fail("the catalog edit gives:\n" + fixed)
    print("%s: the catalog title is reported in the Swift file; “%s” edits only its value in the catalog"
          % (client.encoding, fixes[0]["title"]))
    if offered:
        # Written as the editor would save it; the watched-files notice reads the catalog again.
        with open(catalog, "w") as f:
            f.write(fixed)
        client.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": uri(catalog), "type": 2}]})
        if title_case(client.diagnostics(uri(app + "/Editor.swift"))):
            fail("the title is still reported after the catalog was fixed")
        print("the catalog read again after it changed: the diagnostic is gone")
    client.finish()

# 5. A configuration error on the configuration file, then fixed.
configured = work + "/Configured"
os.makedirs(configured + "/Sources", exist_ok=True)
configuration = configured + "/.buttonlint.yml"
with open(configuration, "w") as f:
    f.write("disabled_rules:\n  - title-verb\nrules:\n  title-lenght:\n    severity: error\n")
client = Client(configured)
shown = client.diagnostics(uri(configuration))
if not shown or shown[0]["range"]["start"]["line"] != 3 or "title-length" not in shown[0]["message"]:
    fail("the configuration error is shown as %s" % shown)
print("the configuration error is shown on .buttonlint.yml line %d: %s" % (shown[0]["range"]["start"]["line"] + 1, shown[0]["message"]))
client.open(configured + "/Sources/Screen.swift", SOURCE)
# Opening the file shows the error again: what came before the fix is not what is checked.
client.seen.clear()
with open(configuration, "w") as f:
    f.write("disabled_rules:\n  - title-verb\nrules:\n  title-length:\n    severity: error\n")
client.notify("textDocument/didSave", {"textDocument": {"uri": uri(configuration)}})
if client.diagnostics(uri(configuration)) != []:
    fail("the configuration's diagnostic stayed after it was fixed")
if not title_case(client.diagnostics(uri(configured + "/Sources/Screen.swift"))):
    fail("the Swift file is not linted again after the configuration was fixed")
print("fixed and saved: the diagnostic is cleared and the open file linted again")
client.finish()
print("every protocol check passed")
