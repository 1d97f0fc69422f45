#!/usr/bin/env python3
"""Writes a deterministic, realistic Swift source tree of about N megabytes (same seed, same bytes).

Usage: python3 Benchmarks/generate_tree.py OUTPUT_FOLDER --megabytes 50 [--seed 1]

An app's code is mostly not screens: about two files in three are models, networking, storage,
view models and helpers that name no button at all (a few still mention a trigger name, such as
`URLSessionConfiguration`, as real code does, so the prefilter sees some misses). The rest are
SwiftUI and UIKit screens that mix buttons, menus, alerts, confirmation dialogs, action sheets,
swipe actions and localized titles. Titles repeat as in an app: a third are the usual system
titles (Cancel, Done, Delete...), the rest combine a verb with one of the module's own nouns.

Localized titles as real apps have them: each module has `en.lproj` and
`de.lproj` `Localizable.strings` (every third module's in UTF-16 with a byte order mark, as
older Xcode wrote them), a `Screens.xcstrings` String Catalog (keys are English titles, German
values only, as Xcode leaves a key whose source text is the key itself), and a generated accessor enum
`L10n` in SwiftGen's shape (written for this project: nested enums per noun, `static let` members
and `static func` members with format arguments, all calling `L10n.tr(table, key, fallback:)`).
Screens take some titles from `L10n.Common.cancel`-style accessors, from
`NSLocalizedString("photo.delete", comment:)` and `String(localized: "photo.share")`, and from
SwiftUI's own lookup of `Button("photo.edit")`; every such key is in the English catalog, with
the same text in every module (a fifth of them in sentence case, decided by the key).

Also: `--huge-tuples OUTPUT.swift --megabytes 100` writes one array literal of tuples of a string
and a number (the memory worst case for a lexer that keeps every token), and `--huge-line
OUTPUT.swift --megabytes 80` writes one line of button calls.
"""
import argparse
import json
import os
import random
import zlib

NOUNS = ["account", "album", "article", "basket", "booking", "calendar", "card", "channel", "comment",
         "contact", "coupon", "device", "document", "draft", "episode", "event", "feed", "file", "folder",
         "friend", "invoice", "item", "journey", "label", "lesson", "library", "message", "note", "order",
         "payment", "photo", "playlist", "podcast", "post", "profile", "project", "receipt", "recipe",
         "reminder", "report", "review", "route", "session", "setting", "story", "subscription", "task",
         "team", "ticket", "track", "trip", "upload", "user", "video", "wallet", "workout"]
VERBS = ["add", "archive", "cancel", "change", "choose", "close", "confirm", "continue", "copy", "create",
         "delete", "download", "duplicate", "edit", "export", "favorite", "follow", "hide", "import",
         "invite", "join", "leave", "load", "mark", "move", "open", "pause", "pin", "play", "print",
         "refresh", "remove", "rename", "reply", "report", "restore", "retry", "save", "search", "select",
         "send", "share", "show", "sort", "start", "stop", "sync", "undo", "unfollow", "update", "upload"]
ADJECTIVES = ["all", "new", "selected", "current", "recent", "shared", "saved", "hidden", "local", "remote"]
TYPES = ["Int", "String", "Double", "Bool", "Date", "URL", "UUID", "Data", "[String]", "Decimal"]


def camel(*words):
    return words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:])


def pascal(*words):
    return "".join(w[:1].upper() + w[1:] for w in words)


COMMON_TITLES = ["Cancel", "OK", "Done", "Save", "Delete", "Edit", "Share", "Close", "Retry", "Continue",
                 "Sign In", "Log Out", "Settings", "Add", "Remove", "Next", "Back", "Learn More", "Try Again",
                 "Not Now", "Allow", "Don't Allow", "Select All", "Undo", "Open in Safari", "Copy Link"]
# The nouns of the module being written: a feature module's titles talk about its own things.
module_nouns = NOUNS[:4]


def title(rng):
    """A button title as apps write them: a third are the same few system titles everywhere, the
    rest name the module's own things; mostly right, sometimes sentence case or a bare noun."""
    if rng.random() < 0.35:
        return rng.choice(COMMON_TITLES)
    verb, noun = rng.choice(VERBS), rng.choice(module_nouns)
    shape = rng.random()
    if shape < 0.6:
        return f"{verb.title()} {noun.title()}"
    if shape < 0.8:
        return f"{verb.title()} {rng.choice(ADJECTIVES)} {noun}s"
    if shape < 0.9:
        return verb.title()
    return noun.title() + "s"


# The localization keys of the module being written: (key, accessor path, English text).
module_keys = []
COMMON_KEYS = [("common.cancel", "Cancel"), ("common.ok", "OK"), ("common.done", "Done"), ("common.retry", "Try Again"),
               ("common.close", "Close"), ("common.settings", "Settings"), ("common.not_now", "Not Now"),
               ("common.learn_more", "Learn More")]
GERMAN = {"Cancel": "Abbrechen", "OK": "OK", "Done": "Fertig", "Try Again": "Erneut versuchen", "Close": "Schließen",
          "Settings": "Einstellungen", "Not Now": "Nicht jetzt", "Learn More": "Mehr erfahren"}


def english(key, verb, noun):
    """The English text of a key: the same in every module, a fifth in sentence case (by the key)."""
    if zlib.crc32(key.encode()) % 5 == 0:
        return f"{verb.title()} {noun}"
    return f"{verb.title()} {noun.title()}"


def keys_for_module(rng, nouns):
    keys = [(key, ("Common", camel(*key.split(".")[1].split("_"))), text) for key, text in COMMON_KEYS]
    for noun in nouns:
        for verb in sorted(rng.sample(VERBS, 6)):
            key = f"{noun}.{verb}"
            keys.append((key, (pascal(noun), camel(verb)), english(key, verb, noun)))
    return keys


def localized_key(rng):
    """A key of the module, and its accessor path."""
    key, path, _ = rng.choice(module_keys[len(COMMON_KEYS):] if rng.random() < 0.8 else module_keys)
    return key, "L10n." + ".".join(path)


def strings_catalog(keys, german):
    lines = ["/* Generated by the benchmark generator. */\n"]
    for key, _, text in keys:
        value = (GERMAN.get(text) or text + " (de)") if german else text
        lines.append(f'\n/* Title of the {key.replace(".", " ").replace("_", " ")} button */\n"{key}" = "{value}";\n')
    return "".join(lines)


# Verbs that are Swift keywords: SwiftGen declares such members in backticks.
SWIFT_KEYWORDS = {"continue", "import", "repeat", "return", "break", "default", "case", "in", "is", "as"}


def accessor_file(module, keys, nouns):
    """`L10n` as SwiftGen's `structured-swift5` template shapes it, written here for the benchmark."""
    out = [header(None, "Strings+Generated", module), "import Foundation\n\n"
           "// MARK: - Strings\n\n// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length\n"
           "// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces\n"
           "internal enum L10n {\n"]
    groups = {}
    for key, (group, member), text in keys:
        groups.setdefault(group, []).append((key, member, text))
    for group, members in groups.items():
        out.append(f"  internal enum {group} {{\n")
        for key, member, text in members:
            name = f"`{member}`" if member in SWIFT_KEYWORDS else member
            out.append(f"    /// {text}\n    internal static let {name} = L10n.tr(\"Localizable\", \"{key}\", fallback: \"{text}\")\n")
        out.append("  }\n")
    for noun in nouns:
        out.append(f"  internal enum {pascal(noun)}Count {{\n"
                   f"    /// Delete %d {noun.title()}s\n"
                   f"    internal static func delete(_ p1: Int) -> String {{\n"
                   f"      return L10n.tr(\"Localizable\", \"{noun}.delete_count\", p1, fallback: \"Delete %d {noun.title()}s\")\n"
                   f"    }}\n  }}\n")
    out.append("}\n// swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length\n"
               "// swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces\n\n"
               "// MARK: - Implementation Details\n\nextension L10n {\n"
               "  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {\n"
               "    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)\n"
               "    return String(format: format, locale: Locale.current, arguments: args)\n  }\n}\n\n"
               "// swiftlint:disable convenience_type\nprivate final class BundleToken {\n"
               "  static let bundle: Bundle = {\n    Bundle(for: BundleToken.self)\n  }()\n}\n"
               "// swiftlint:enable convenience_type\n")
    return "".join(out)


def count_keys(nouns):
    return [(f"{noun}.delete_count", None, f"Delete %d {noun.title()}s") for noun in nouns]


def header(rng, name, module):
    return (f"//\n//  {name}.swift\n//  {module}\n//\n//  Created by the benchmark generator.\n"
            f"//  Copyright © 2026. All rights reserved.\n//\n\n")


# ---------------------------------------------------------------------------------------------
# Files without titles

def model_file(rng, name, module):
    out = [header(rng, name, module), "import Foundation\n\n"]
    for _ in range(rng.randint(3, 9)):
        noun = rng.choice(NOUNS)
        type_name = pascal(noun, rng.choice(["", "Summary", "Detail", "Record", "Item"]))
        out.append(f"/// A {noun} as the server sends it.\n")
        out.append(f"public struct {type_name}: Codable, Hashable, Identifiable, Sendable {{\n")
        fields = [(camel(rng.choice(ADJECTIVES), rng.choice(NOUNS)), rng.choice(TYPES))
                  for _ in range(rng.randint(4, 12))]
        fields = list(dict(fields).items())
        out.append("    public let id: UUID\n")
        for field, kind in fields:
            out.append(f"    public var {field}: {kind}\n")
        out.append("\n    enum CodingKeys: String, CodingKey {\n        case id\n")
        for field, _ in fields:
            out.append(f"        case {field} = \"{field.lower()}\"\n")
        out.append("    }\n\n")
        out.append(f"    public var isEmpty: Bool {{ {fields[0][0]} == nil as {fields[0][1]}? }}\n")
        out.append("}\n\n")
        out.append(f"extension {type_name} {{\n")
        out.append(f"    static let preview = {type_name}(id: UUID(){''.join(', ' + f + ': ' + default(k) for f, k in fields)})\n")
        out.append("}\n\n")
    return "".join(out)


def default(kind):
    return {"Int": "42", "String": '"sample"', "Double": "3.5", "Bool": "true", "Date": "Date()",
            "URL": 'URL(string: "https://example.com")!', "UUID": "UUID()", "Data": "Data()",
            "[String]": '["a", "b"]', "Decimal": "Decimal(12)"}[kind]


def networking_file(rng, name, module):
    noun = rng.choice(NOUNS)
    service = pascal(noun, "Service")
    out = [header(rng, name, module), "import Foundation\n\n"]
    out.append(f"/// Talks to the {noun} endpoints.\nfinal class {service} {{\n")
    if rng.random() < 0.3:
        # Real networking code names a trigger word without holding a title: a prefilter miss.
        out.append("    private let session: URLSession = {\n"
                   "        let configuration = URLSessionConfiguration.default\n"
                   "        configuration.timeoutIntervalForRequest = 30\n"
                   "        return URLSession(configuration: configuration)\n    }()\n")
    else:
        out.append("    private let session = URLSession.shared\n")
    out.append(f'    private let baseURL = URL(string: "https://api.example.com/v2/{noun}s")!\n')
    out.append("    private let decoder: JSONDecoder = {\n        let decoder = JSONDecoder()\n"
               "        decoder.dateDecodingStrategy = .iso8601\n        return decoder\n    }()\n\n")
    for _ in range(rng.randint(6, 16)):
        verb = rng.choice(["fetch", "load", "update", "delete", "create", "sync"])
        target = rng.choice(NOUNS)
        method = camel(verb, target, rng.choice(["", "s", "Details", "Page"]))
        out.append(f"    func {method}(id: UUID, page: Int = 0) async throws -> [{pascal(target)}Summary] {{\n")
        out.append(f'        var request = URLRequest(url: baseURL.appendingPathComponent("{target}/\\(id)"))\n')
        out.append(f'        request.httpMethod = "{rng.choice(["GET", "POST", "PUT", "DELETE"])}"\n')
        out.append('        request.setValue("application/json", forHTTPHeaderField: "Accept")\n')
        out.append("        let (data, response) = try await session.data(for: request)\n")
        out.append("        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {\n")
        out.append(f"            throw APIError.status((response as? HTTPURLResponse)?.statusCode ?? -1)\n        }}\n")
        out.append(f"        return try decoder.decode([{pascal(target)}Summary].self, from: data)\n    }}\n\n")
    out.append("}\n")
    return "".join(out)


def view_model_file(rng, name, module):
    noun = rng.choice(NOUNS)
    model = pascal(noun, "ViewModel")
    out = [header(rng, name, module), "import Foundation\nimport Combine\n\n"]
    out.append(f"@MainActor\nfinal class {model}: ObservableObject {{\n")
    for _ in range(rng.randint(4, 9)):
        out.append(f"    @Published var {camel(rng.choice(ADJECTIVES), rng.choice(NOUNS))}: {rng.choice(TYPES)}? = nil\n")
    out.append(f"    @Published private(set) var isLoading = false\n    private var cancellables = Set<AnyCancellable>()\n")
    out.append(f"    private let service = {pascal(noun, 'Service')}()\n\n")
    for _ in range(rng.randint(6, 16)):
        verb = rng.choice(VERBS)
        out.append(f"    func {camel(verb, rng.choice(NOUNS))}() async {{\n        isLoading = true\n"
                   f"        defer {{ isLoading = false }}\n        do {{\n"
                   f"            let items = try await service.fetch{pascal(rng.choice(NOUNS))}s(id: UUID())\n"
                   f"            print(\"loaded \\(items.count) items for {noun}\")\n"
                   f"        }} catch {{\n            print(\"failed: \\(error.localizedDescription)\")\n        }}\n    }}\n\n")
    out.append("}\n")
    return "".join(out)


def helper_file(rng, name, module):
    out = [header(rng, name, module), "import Foundation\n\n"]
    out.append(f"extension {rng.choice(['String', 'Array', 'Date', 'Collection', 'Sequence'])} {{\n")
    for _ in range(rng.randint(10, 30)):
        out.append(f"    /// {rng.choice(VERBS).title()}s the {rng.choice(NOUNS)} for display.\n")
        out.append(f"    func {camel(rng.choice(VERBS), rng.choice(NOUNS))}(limit: Int = {rng.randint(1, 99)}) -> Int {{\n")
        out.append(f"        let values = (0..<limit).map {{ $0 * {rng.randint(2, 9)} + {rng.randint(0, 9)} }}\n")
        out.append("        return values.reduce(0, +) / max(1, values.count)  // the mean, rounded down\n    }\n\n")
    out.append("}\n")
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# Screens

def swiftui_screen(rng, name, module):
    noun = rng.choice(NOUNS)
    view = pascal(noun, rng.choice(["List", "Detail", "Editor", "Settings"]), "View")
    out = [header(rng, name, module), "import SwiftUI\n\n"]
    out.append(f"struct {view}: View {{\n    @StateObject private var model = {pascal(noun, 'ViewModel')}()\n")
    out.append("    @State private var showsDeleteAlert = false\n    @State private var showsOptions = false\n")
    out.append("    @Environment(\\.dismiss) private var dismiss\n\n")
    out.append("    var body: some View {\n        NavigationStack {\n            List {\n")
    for _ in range(rng.randint(4, 14)):
        kind = rng.random()
        if kind < 0.35:
            written = f'"{title(rng)}"'
            form = rng.random()
            if form < 0.2:
                written = localized_key(rng)[1]        # Button(L10n.Photo.share)
            elif form < 0.35:
                written = f'"{localized_key(rng)[0]}"'  # SwiftUI looks the literal up as a key
            out.append(f'                Button({written}) {{\n                    Task {{ await model.{camel(rng.choice(VERBS), noun)}() }}\n                }}\n')
        elif kind < 0.55:
            out.append(f'                Button {{\n                    showsOptions = true\n                }} label: {{\n'
                       f'                    Label("{title(rng)}", systemImage: "{rng.choice(["plus", "trash", "square.and.arrow.up", "star"])}")\n                }}\n')
        elif kind < 0.7:
            # A key of `Localizable`, or a title looked up in the module's `Screens` String Catalog.
            text = f'"{localized_key(rng)[0]}"' if rng.random() < 0.5 else f'"{title(rng)}", table: "Screens"'
            out.append(f'                Button(String(localized: {text}), role: .{rng.choice(["destructive", "cancel"])}) {{ showsDeleteAlert = true }}\n')
        elif kind < 0.85:
            out.append(f'                Menu("{title(rng)}") {{\n')
            for _ in range(rng.randint(2, 4)):
                out.append(f'                    Button("{title(rng)}", action: {{ }})\n')
            out.append("                }\n")
        else:
            out.append(f'                Text("{rng.choice(NOUNS).title()} details")\n'
                       f'                    .swipeActions {{\n                        Button("{title(rng)}", role: .destructive) {{ }}\n                    }}\n')
    out.append("            }\n")
    out.append(f'            .navigationTitle("{pascal(noun)}s")\n')
    out.append(f'            .alert("{title(rng)}?", isPresented: $showsDeleteAlert) {{\n'
               f'                Button("{title(rng)}", role: .destructive) {{ }}\n'
               f'                Button({rng.choice(["L10n.Common.cancel", chr(34) + "Cancel" + chr(34)])}, role: .cancel) {{ }}\n            }}\n')
    out.append(f'            .confirmationDialog("{pascal(noun)} Options", isPresented: $showsOptions) {{\n')
    for _ in range(rng.randint(2, 5)):
        out.append(f'                Button("{title(rng)}") {{ }}\n')
    out.append("            }\n            .toolbar {\n")
    out.append(f'                ToolbarItem(placement: .confirmationAction) {{ Button("{rng.choice(["Done", "Save", "Add"])}") {{ dismiss() }} }}\n')
    out.append("            }\n        }\n    }\n}\n\n")
    out.append(f"#Preview {{\n    {view}()\n}}\n")
    return "".join(out)


def uikit_screen(rng, name, module):
    noun = rng.choice(NOUNS)
    controller = pascal(noun, rng.choice(["List", "Detail", "Settings"]), "ViewController")
    out = [header(rng, name, module), "import UIKit\n\n"]
    out.append(f"final class {controller}: UITableViewController {{\n    private var items: [String] = []\n\n")
    out.append("    override func viewDidLoad() {\n        super.viewDidLoad()\n")
    out.append(f'        title = NSLocalizedString("{pascal(noun)}s", comment: "screen title")\n')
    out.append("        let addButton = UIButton(type: .system)\n")
    out.append(f'        addButton.setTitle("{title(rng)}", for: .normal)\n')
    out.append(f'        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "{title(rng)}", style: .plain, target: self, action: #selector(showOptions))\n')
    out.append("    }\n\n")
    out.append("    @objc private func showOptions(_ sender: UIBarButtonItem) {\n")
    out.append(f'        let sheet = UIAlertController(title: nil, message: "{rng.choice(VERBS).title()} this {noun}?", preferredStyle: .actionSheet)\n')
    for _ in range(rng.randint(2, 5)):
        style = rng.choice(["default", "default", "destructive"])
        form = rng.random()
        if form < 0.25:
            key = localized_key(rng)[0]
            written = f'NSLocalizedString("{key}", comment: "{key.split(".")[-1].replace("_", " ")} in the {noun} options")'
        elif form < 0.4:
            written = localized_key(rng)[1]
        elif form < 0.45:
            written = f"L10n.{pascal(rng.choice(module_nouns))}Count.delete(items.count)"
        else:
            written = f'"{title(rng)}"'
        out.append(f'        sheet.addAction(UIAlertAction(title: {written}, style: .{style}) {{ _ in self.tableView.reloadData() }})\n')
    cancel = rng.choice(['"Cancel"', "L10n.Common.cancel", 'NSLocalizedString("common.cancel", comment: "")'])
    out.append(f'        sheet.addAction(UIAlertAction(title: {cancel}, style: .cancel))\n')
    out.append("        sheet.popoverPresentationController?.barButtonItem = sender\n")
    out.append("        present(sheet, animated: true)\n    }\n\n")
    out.append("    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {\n")
    out.append(f'        let action = UIContextualAction(style: .destructive, title: "{title(rng)}") {{ _, _, done in\n'
               "            self.items.remove(at: indexPath.row)\n            done(true)\n        }\n")
    out.append("        return UISwipeActionsConfiguration(actions: [action])\n    }\n\n")
    out.append("    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {\n")
    out.append("        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in\n            UIMenu(children: [\n")
    for _ in range(rng.randint(2, 4)):
        out.append(f'                UIAction(title: "{title(rng)}", image: UIImage(systemName: "star")) {{ _ in }},\n')
    out.append("            ])\n        }\n    }\n}\n")
    return "".join(out)


NON_UI = [(model_file, 0.30), (networking_file, 0.15), (view_model_file, 0.15), (helper_file, 0.10)]
UI = [(swiftui_screen, 0.20), (uikit_screen, 0.10)]


def pick(rng):
    roll, total = rng.random(), 0.0
    for maker, weight in NON_UI + UI:
        total += weight
        if roll < total:
            return maker
    return helper_file


def catalog(rng, count):
    strings = {}
    for _ in range(count):
        key = title(rng)
        strings[key] = {"localizations": {"de": {"stringUnit": {"state": "translated", "value": key + " (de)"}}}}
    return json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, indent=2, sort_keys=True)


def generate_tree(output, megabytes, seed=1):
    global module_nouns, module_keys
    rng = random.Random(seed)
    target = megabytes * 1024 * 1024
    written = 0
    module = 0
    while written < target:
        module_name = f"Feature{module:04d}"
        module_nouns = rng.sample(NOUNS, 4)
        module_keys = keys_for_module(rng, module_nouns)
        folder = os.path.join(output, "Sources", module_name)
        for index in range(rng.randint(20, 60)):
            maker = pick(rng)
            sub = {model_file: "Models", networking_file: "Networking", view_model_file: "ViewModels",
                   helper_file: "Support", swiftui_screen: "Views", uikit_screen: "Controllers"}[maker]
            name = f"{pascal(rng.choice(NOUNS), rng.choice(NOUNS))}{index:03d}"
            os.makedirs(os.path.join(folder, sub), exist_ok=True)
            text = maker(rng, name, module_name).encode()
            with open(os.path.join(folder, sub, name + ".swift"), "wb") as handle:
                handle.write(text)
            written += len(text)
            if written >= target:
                break
        with open(os.path.join(folder, "Screens.xcstrings"), "w") as handle:
            handle.write(catalog(rng, 30))
        all_keys = module_keys + count_keys(module_nouns)
        # Every third module's tables are UTF-16 with a byte order mark, as older Xcode wrote them.
        encoding = "utf-16" if module % 3 == 2 else "utf-8"
        for language in ["en", "de"]:
            os.makedirs(os.path.join(folder, "Resources", f"{language}.lproj"), exist_ok=True)
            with open(os.path.join(folder, "Resources", f"{language}.lproj", "Localizable.strings"), "wb") as handle:
                text = strings_catalog(all_keys, german=language == "de")
                handle.write(b"\xff\xfe" + text.encode("utf-16-le") if encoding == "utf-16" else text.encode())
        os.makedirs(os.path.join(folder, "Generated"), exist_ok=True)
        accessors = accessor_file(module_name, module_keys, module_nouns).encode()
        with open(os.path.join(folder, "Generated", "Strings+Generated.swift"), "wb") as handle:
            handle.write(accessors)
        written += len(accessors)
        module += 1
    return written


def huge_tuples(path, megabytes):
    """One array literal of (string, number) tuples: ~25 bytes and 6 tokens per element."""
    target = megabytes * 1024 * 1024
    with open(path, "w") as handle:
        handle.write("import SwiftUI\n\n// Button titles by key.\nlet table: [(String, Int)] = [\n")
        written, index = 0, 0
        chunk = []
        while written < target:
            line = f'    ("item{index:07d}", {index}),\n'
            chunk.append(line)
            written += len(line)
            index += 1
            if len(chunk) == 10000:
                handle.write("".join(chunk))
                chunk = []
        handle.write("".join(chunk) + "]\n")


def huge_line(path, megabytes):
    """One line of SwiftUI button calls."""
    target = megabytes * 1024 * 1024
    with open(path, "w") as handle:
        handle.write("import SwiftUI\n\nstruct Wall: View { var body: some View { VStack { ")
        written, index = 0, 0
        while written < target:
            piece = f'Button("Open Item {index}") {{ print({index}) }}; ' * 1000
            handle.write(piece)
            written += len(piece)
            index += 1
        handle.write("} } }\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--megabytes", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--huge-tuples", action="store_true", help="write OUTPUT as one file of tuples")
    parser.add_argument("--huge-line", action="store_true", help="write OUTPUT as one line of buttons")
    args = parser.parse_args()
    if args.huge_tuples:
        huge_tuples(args.output, args.megabytes)
    elif args.huge_line:
        huge_line(args.output, args.megabytes)
    else:
        print(f"{generate_tree(args.output, args.megabytes, args.seed) / 1e6:.1f} MB of Swift in {args.output}")


if __name__ == "__main__":
    main()
