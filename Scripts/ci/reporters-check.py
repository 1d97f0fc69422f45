"""Reads every ButtonLint report format back with a real consumer of it and compares it with the
`json` report of the same run (Scripts/ci/40-reporters.sh writes the reports).

usage: reporters-check.py OUT_FOLDER SARIF_SCHEMA
"""
import json
import os
import re
import sys
import time
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path
from urllib.parse import unquote

import html5lib
import jsonschema
import junitparser
import quickjs
from markdown_it import MarkdownIt

out = Path(sys.argv[1])
schema = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def read(name):
    return (out / name).read_text(encoding="utf-8")


findings = json.loads(read("corpus.json"))
count = len(findings)
check(count > 0, "the json report of Corpus/ is empty")
one_line = [f["message"].replace("\r", " ").replace("\n", " ") for f in findings]


def source_line(path, number):
    """Line `number` of the Corpus file `path` (relative to the repository)."""
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(repo, path), encoding="utf-8") as source:
        return source.read().split("\n")[number - 1]


def sarif():
    log = json.loads(read("corpus.sarif"))
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
    for error in errors[:5]:
        failures.append(f"sarif: schema: {error.message[:200]} at {list(error.path)}")
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    results = run["results"]
    check(len(results) == count, f"sarif: {len(results)} results, json has {count}")
    fixable = 0
    for result, finding in zip(results, findings):
        check(result["ruleId"] == finding["rule"], f"sarif: rule {result['ruleId']} != {finding['rule']}")
        check(rules[result["ruleIndex"]]["id"] == result["ruleId"], f"sarif: ruleIndex of {result['ruleId']}")
        check(result["level"] == finding["severity"], "sarif: level")
        check(result["message"]["text"] == finding["message"], "sarif: message")
        location = result["locations"][0]["physicalLocation"]
        check(location["artifactLocation"]["uriBaseId"] == "%SRCROOT%", "sarif: uriBaseId")
        check(unquote(location["artifactLocation"]["uri"]) == finding["file"], "sarif: uri")
        check(location["region"]["startLine"] == finding["line"], "sarif: startLine")
        check(len(result["partialFingerprints"]["buttonlint/v1"]) == 32, "sarif: fingerprint")
        # A title read from a catalog (its message names the key) is fixed in the catalog by
        # --fix, not by an edit of the Swift file, so SARIF carries no fix for it; nor does a
        # project's sentence-case note (a note about many titles), nor a branch of a conditional
        # (`"\(on ? "Enable" : "Disable") dark mode"`) whose correction would rewrite the text the
        # branches share. Every other title-case result carries one.
        if finding["rule"] == "title-case" and finding["severity"] != "note" and " (key '" not in finding["message"]:
            fixable += 1
            if not result.get("fixes"):
                line = source_line(finding["file"], finding["line"])
                check("\\(" in line and "?" in line,
                      f"sarif: title-case without a fix at {finding['file']}:{finding['line']}")
    check(fixable > 0, "sarif: no title-case result to carry a fix")
    check(all(r.get("help", {}).get("markdown") for r in rules), "sarif: a rule without help markdown")
    check("%SRCROOT%" in run["originalUriBaseIds"], "sarif: originalUriBaseIds")
    return f"sarif valid against the SARIF 2.1.0 schema, {len(results)} results"


def checkstyle():
    root = ElementTree.parse(out / "corpus.checkstyle").getroot()
    check(root.tag == "checkstyle", "checkstyle: root element")
    errors = [(file.get("name"), error) for file in root.iter("file") for error in file.iter("error")]
    check(len(errors) == count, f"checkstyle: {len(errors)} errors, json has {count}")
    severities = {"error": "error", "warning": "warning", "note": "info"}
    for (name, error), finding in zip(errors, findings):
        check(name == finding["file"], "checkstyle: file name")
        check(error.get("message") == finding["message"], "checkstyle: message")
        check(int(error.get("line")) == finding["line"], "checkstyle: line")
        check(error.get("severity") == severities[finding["severity"]], "checkstyle: severity")
        check(error.get("source") == "buttonlint." + finding["rule"], "checkstyle: source")
    return f"checkstyle parsed by xml.etree, {len(errors)} errors"


def junit():
    xml = junitparser.JUnitXml.fromfile(str(out / "corpus.junit"))
    cases = [case for suite in xml for case in suite]
    results = [(case.name, result) for case in cases for result in case.result]
    failed = [(name, r) for name, r in results if isinstance(r, junitparser.Failure)]
    check(len(failed) == count, f"junit: {len(failed)} failures, json has {count}")
    check(len(cases) == len({f["file"] for f in findings}), "junit: one test case per file with findings")
    for (name, failure), finding in zip(failed, findings):
        check(name == finding["file"], "junit: test case name")
        check(failure.message == finding["message"], "junit: failure message")
        check(failure.type == finding["rule"], "junit: failure type")
    return f"junit parsed by junitparser, {len(cases)} test cases, {len(failed)} failures"


def gitlab():
    issues = json.loads(read("corpus.gitlab"))
    check(len(issues) == count, f"gitlab: {len(issues)} issues, json has {count}")
    for issue, finding in zip(issues, findings):
        for key in ("description", "check_name", "fingerprint", "severity"):
            check(isinstance(issue.get(key), str) and issue[key], f"gitlab: {key}")
        check(issue["severity"] in ("info", "minor", "major", "critical", "blocker"), "gitlab: severity")
        check(issue["location"]["path"] == finding["file"], "gitlab: location.path")
        check(issue["location"]["lines"]["begin"] == finding["line"], "gitlab: lines.begin")
        check(issue["description"] == finding["message"], "gitlab: description")
    fingerprints = [issue["fingerprint"] for issue in issues]
    check(len(set(fingerprints)) == len(fingerprints), "gitlab: fingerprints are not unique")
    return f"gitlab code quality: {len(issues)} issues, {len(set(fingerprints))} distinct fingerprints"


def sonarqube():
    report = json.loads(read("corpus.sonarqube"))
    rules = {rule["id"]: rule for rule in report["rules"]}
    for rule in report["rules"]:
        for key in ("id", "name", "description", "engineId", "cleanCodeAttribute"):
            check(isinstance(rule.get(key), str) and rule[key], f"sonarqube: rule {key}")
        check(rule["impacts"] and all(i["softwareQuality"] and i["severity"] for i in rule["impacts"]), "sonarqube: impacts")
    issues = report["issues"]
    check(len(issues) == count, f"sonarqube: {len(issues)} issues, json has {count}")
    for issue, finding in zip(issues, findings):
        check(issue["ruleId"] in rules, f"sonarqube: unknown rule {issue['ruleId']}")
        location = issue["primaryLocation"]
        check(location["message"] == finding["message"], "sonarqube: message")
        check(location["filePath"] == finding["file"], "sonarqube: filePath")
        text_range = location["textRange"]
        check(text_range["startLine"] == finding["line"], "sonarqube: startLine")
        if "startColumn" in text_range:
            check(0 <= text_range["startColumn"] < text_range["endColumn"], "sonarqube: columns")
    return f"sonarqube generic issues: {len(rules)} rules, {len(issues)} issues"


def table_rows(html_text):
    document = html5lib.parse(html_text, namespaceHTMLElements=False)
    return [["".join(cell.itertext()) for cell in row.findall("td")] for row in document.iter("tr") if row.findall("td")]


def markdown():
    rendered = MarkdownIt("commonmark").enable("table").render(read("corpus.markdown"))
    rows = table_rows(rendered)
    check(len(rows) == count, f"markdown: {len(rows)} table rows, json has {count}")
    for row, finding, message in zip(rows, findings, one_line):
        check(row == [finding["severity"], finding["file"], str(finding["line"]), str(finding["column"]),
                      finding["rule"], message], f"markdown: row {row}")
    summary_rows = table_rows(MarkdownIt("commonmark").enable("table").render(read("step-summary.md")))
    check(summary_rows == rows, "github: the job summary's table is not the markdown report's")
    return f"markdown rendered by markdown-it-py, {len(rows)} table rows"


def html(name, expected):
    started = time.monotonic()
    page = read(name)
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    document = parser.parse(page)
    rows = [row for row in document.iter("tr") if row.get("class") == "finding"]
    check(len(rows) == len(expected), f"{name}: {len(rows)} findings shown, json has {len(expected)}")
    for row, finding in zip(rows, expected):
        cells = ["".join(cell.itertext()) for cell in row.findall("td")]
        check(row.get("data-rule") == finding["rule"] and row.get("data-severity") == finding["severity"], f"{name}: row data")
        check(cells[3] == finding["message"], f"{name}: message {cells[3]!r}")
        check(cells[2] == f"{finding['line']}:{finding['column']}", f"{name}: position")
        check(cells[4].strip() != "" or finding["rule"] == "io", f"{name}: no source line for {finding['file']}:{finding['line']}")
    external = [e.tag for e in document.iter() if e.get("src") or not (e.get("href") or "#").startswith("#")] + \
        [e.tag for e in document.iter("link")]
    check(not external, f"{name}: external resources {external[:3]}")
    check("url(" not in "".join(e.text or "" for e in document.iter("style")), f"{name}: url() in the style")
    check(document.find(".//select[@id='rule-filter']") is not None, f"{name}: no rule filter")
    check(document.find(".//select[@id='severity-filter']") is not None, f"{name}: no severity filter")
    parsed = time.monotonic() - started
    return f"{name}: html5lib (strict) parsed {len(rows)} findings, {len(page) // 1024} KiB, in {parsed:.1f}s; " \
        + filters(name, document)


# The page's own script, run by QuickJS over a stand-in for the few DOM calls it makes.
DOM_STUB = """
function Element(attributes) { this.attributes = attributes || {}; this.hidden = false; this.listeners = {}; this.value = ''; }
Element.prototype.getAttribute = function (name) { return name in this.attributes ? this.attributes[name] : null; };
Element.prototype.addEventListener = function (type, listener) { this.listeners[type] = listener; };
var groups = GROUPS.map(function (rows) {
  var group = new Element();
  group.rows = rows.map(function (row) { return new Element({'data-rule': row[0], 'data-severity': row[1]}); });
  group.querySelectorAll = function (selector) { return selector === 'tr.finding' ? this.rows : []; };
  return group;
});
var elements = {'rule-filter': new Element(), 'severity-filter': new Element(), 'shown-count': new Element()};
var document = {
  getElementById: function (id) { return elements[id] || null; },
  querySelectorAll: function (selector) { return selector === '#findings-table tbody' ? groups : []; }
};
function choose(rule, severity) {
  elements['rule-filter'].value = rule;
  elements['severity-filter'].value = severity;
  elements['rule-filter'].listeners.change();
  return JSON.stringify({shown: elements['shown-count'].textContent,
    rows: groups.map(function (g) { return g.rows.map(function (r) { return !r.hidden; }); }),
    groups: groups.map(function (g) { return !g.hidden; })});
}
"""


def filters(name, document):
    table = document.find(".//table[@id='findings-table']")
    groups = [[(row.get("data-rule"), row.get("data-severity")) for row in body.iter("tr") if row.get("class") == "finding"]
              for body in table.findall("tbody")]
    script = "".join(element.text or "" for element in document.iter("script"))
    context = quickjs.Context()
    context.eval(DOM_STUB.replace("GROUPS", json.dumps(groups)))
    context.eval(script)
    rules = sorted({rule for group in groups for rule, _ in group})
    choices = [(rule, "") for rule in rules] + [("", s) for s in ("error", "warning", "note")] + \
        [(rules[0], "warning"), ("", "")]
    started = time.monotonic()
    for rule, severity in choices:
        result = json.loads(context.eval(f"choose({json.dumps(rule)}, {json.dumps(severity)})"))
        wanted = [[(not rule or r == rule) and (not severity or s == severity) for r, s in group] for group in groups]
        check(result["rows"] == wanted, f"{name}: filter {rule or 'all'}/{severity or 'all'} shows the wrong rows")
        check(result["groups"] == [any(group) for group in wanted], f"{name}: filter {rule}/{severity} file groups")
        check(result["shown"] == str(sum(map(sum, wanted))), f"{name}: filter {rule}/{severity} count {result['shown']}")
    return f"{len(choices)} filter choices right ({(time.monotonic() - started) / len(choices) * 1000:.0f} ms each in QuickJS)"


def github():
    lines = read("corpus.github").splitlines()
    grammar = re.compile(r"^::(error|warning|notice) file=([^,:]*),line=(\d+),col=(\d+),endLine=(\d+),endColumn=(\d+),"
                         r"title=([^,:]*)::(.*)$")
    value = re.compile(r"^(?:[^%]|%25|%0D|%0A|%3A|%2C)*$")
    commands = [line for line in lines if line.startswith("::")]
    check(len(commands) == count, f"github: {len(commands)} annotations, json has {count}")
    for line, finding in zip(commands, findings):
        match = grammar.match(line)
        check(match is not None, f"github: not a workflow command: {line[:120]}")
        if not match:
            continue
        check(all(value.match(part) for part in match.groups()[1:]), f"github: bad escape in {line[:120]}")
        unescape = lambda s: s.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":").replace("%2C", ",").replace("%25", "%")
        check(unescape(match.group(2)) == finding["file"], "github: file")
        check(unescape(match.group(8)) == finding["message"], "github: message")
        check({"error": "error", "warning": "warning", "notice": "note"}[match.group(1)] == finding["severity"], "github: level")
    check(lines[-1].startswith("ButtonLint: ") and f"{count} finding" in lines[-1], f"github: summary line {lines[-1]!r}")
    return f"github: {len(commands)} workflow commands match the grammar"


def shards():
    whole = json.loads(read("whole.json"))
    whole_count = json.loads(read("whole.sarif"))["runs"][0]["properties"]["fileCount"]
    key = lambda f: json.dumps(f, sort_keys=True)
    for n in range(1, 6):
        parts = [json.loads(read(f"shard-{n}-{k}.json")) for k in range(1, n + 1)]
        check(Counter(key(f) for part in parts for f in part) == Counter(key(f) for f in whole),
              f"shards: the union of {n} shards is not the unsharded run")
        files = [{f["file"] for f in part} for part in parts]
        check(sum(len(s) for s in files) == len(set().union(*files)), f"shards: a file in two of {n} shards")
        counted = sum(json.loads(read(f"shard-{n}-{k}.sarif"))["runs"][0]["properties"]["fileCount"] for k in range(1, n + 1))
        check(counted == whole_count, f"shards: {n} shards linted {counted} files, the whole run {whole_count}")
    return f"shards: N = 1…5 partition the {whole_count} files and their {len(whole)} findings"


big = json.loads(read("big.json"))
check(len(big) >= 10000, f"the generated tree has {len(big)} findings, not 10,000")
for step in (sarif, checkstyle, junit, gitlab, sonarqube, markdown, github, shards,
             lambda: html("corpus.html", findings), lambda: html("big.html", big)):
    print(step())
if failures:
    print(f"{len(failures)} problems:")
    for failure in failures[:40]:
        print("  " + failure)
    sys.exit(1)
print(f"every format agrees with json on {count} Corpus findings")
