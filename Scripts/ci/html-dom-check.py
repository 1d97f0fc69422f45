"""Checks the DOM Chromium dumped of the HTML report against the json report: every finding is
there, each filter shows the findings it should and says how many, and every drawn sheet shows
its buttons in order (the others in source order, Cancel apart at the bottom). Standard library
only."""
import json
import sys
from collections import Counter
from html.parser import HTMLParser

out, sheets_file = sys.argv[1], sys.argv[2]
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


class Node:
    def __init__(self, tag, attributes, parent):
        self.tag, self.attributes, self.parent, self.children, self.text = tag, attributes, parent, [], ""

    def classes(self):
        return (self.attributes.get("class") or "").split()

    def iter(self):
        yield self
        for child in self.children:
            yield from child.iter()

    def all_text(self):
        return self.text + "".join(child.all_text() for child in self.children)

    def is_hidden(self):
        node = self
        while node is not None:
            if "hidden" in node.attributes:
                return True
            node = node.parent
        return False


VOID = {"meta", "br", "img", "input", "link", "hr", "col", "area", "base", "wbr", "source"}


class Tree(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attributes):
        node = Node(tag, dict(attributes), self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.text += data


def dom(name):
    with open(f"{out}/{name}", encoding="utf-8") as file:
        tree = Tree()
        tree.feed(file.read())
        return tree.root


def rows(root):
    return [node for node in root.iter() if node.tag == "tr" and "finding" in node.classes()]


def shown_count(root):
    return next(node.all_text() for node in root.iter() if node.attributes.get("id") == "shown-count")


with open(f"{out}/corpus.json", encoding="utf-8") as file:
    findings = json.load(file)

everything = dom("all.dom.html")
all_rows = rows(everything)
check(len(all_rows) == len(findings), f"{len(all_rows)} findings on the page, json has {len(findings)}")
key = lambda rule, severity, position: (rule, severity, position)
on_page = Counter(key(row.attributes.get("data-rule"), row.attributes.get("data-severity"),
                      [cell for cell in row.children if cell.tag == "td"][2].all_text()) for row in all_rows)
in_json = Counter(key(f["rule"], f["severity"], f"{f['line']}:{f['column']}") for f in findings)
check(on_page == in_json, f"the page's findings differ from json's: {list((on_page - in_json).items())[:3]}"
      f" {list((in_json - on_page).items())[:3]}")
check(not any(row.is_hidden() for row in all_rows), "a finding is hidden on the unfiltered page")
check(shown_count(everything) == str(len(findings)), f"unfiltered count says {shown_count(everything)}")
for row in all_rows:
    rule = row.attributes.get("data-rule")
    links = [node.attributes.get("href") for node in row.iter() if node.tag == "a"]
    check(f"#rule-{rule}" in links, f"a {rule} finding has no link to its explanation")
    check(any(node.attributes.get("id") == f"rule-{rule}" for node in everything.iter()), f"no explanation of {rule}")
marked = sum(1 for row in all_rows if any(node.tag == "mark" for node in row.iter()))
check(marked * 2 > len(all_rows), f"only {marked} of {len(all_rows)} source lines have their title marked")
external = [node.tag for node in everything.iter()
            if (node.attributes.get("src") or (node.attributes.get("href") or "#")[0] != "#") or node.tag == "link"]
check(not external, f"external resources: {external[:3]}")

filters = {
    "rule.dom.html": ("rule title-case", lambda f: f["rule"] == "title-case"),
    "severity.dom.html": ("severity error", lambda f: f["severity"] == "error"),
    "file.dom.html": (f"file {sheets_file}", lambda f: f["file"] == sheets_file),
}
for name, (label, wanted) in filters.items():
    root = dom(name)
    visible = [row for row in rows(root) if not row.is_hidden()]
    expected = [f for f in findings if wanted(f)]
    check(0 < len(expected) < len(findings), f"{label}: the filter would not change the count")
    check(len(visible) == len(expected), f"{label}: {len(visible)} findings shown, json has {len(expected)}")
    check(shown_count(root) == str(len(expected)), f"{label}: the count says {shown_count(root)}, not {len(expected)}")
    print(f"filter {label}: {len(visible)} of {len(findings)} findings shown")

sheets = [node for node in everything.iter() if node.tag == "tr" and "sheet" in node.classes()]
check(len(sheets) >= 10, f"only {len(sheets)} sheets drawn")
buttons_total = 0
for sheet in sheets:
    where = f"sheet {sheet.attributes.get('id')} ({sheet.attributes.get('data-file')})"
    groups = [node for node in sheet.iter() if "sheet-group" in node.classes()]
    check(1 <= len(groups) <= 2, f"{where}: {len(groups)} button groups")
    main = [node for node in groups[0].children if "action" in node.classes()] if groups else []
    cancels = [node for node in groups[1].children if "action" in node.classes()] if len(groups) > 1 else []
    position = lambda node: (int(node.attributes["data-line"]), int(node.attributes["data-column"]))
    check([position(n) for n in main] == sorted(position(n) for n in main), f"{where}: buttons out of source order")
    check(all(n.attributes.get("data-role") != "cancel" for n in main), f"{where}: a Cancel among the other buttons")
    check(all(n.attributes.get("data-role") == "cancel" for n in cancels), f"{where}: a non-Cancel apart at the bottom")
    check(all("cancel-group" in groups[1].classes() for _ in cancels), f"{where}: the Cancel group is not last")
    buttons_total += len(main) + len(cancels)
    in_file = [node for node in sheet.iter() if "sheet-findings" in node.classes() or "sheet-clean" in node.classes()]
    check(len(in_file) == 1, f"{where}: no findings list beside it")
destructive = sum(1 for sheet in sheets for node in sheet.iter() if "role-destructive" in node.classes())
check(destructive > 0, "no destructive button drawn")
anchors = sum(1 for sheet in sheets for node in sheet.iter() if "anchor" in node.classes())
check(anchors > 0, "no popover anchor noted")
print(f"{len(sheets)} sheets drawn with {buttons_total} buttons ({destructive} destructive), {anchors} popover notes")

if failures:
    print(f"{len(failures)} problems:")
    for failure in failures[:40]:
        print("  " + failure)
    sys.exit(1)
print(f"the page Chromium shows has all {len(findings)} Corpus findings; filters and sheets are right")
