//
//  LiteralTorture.swift
//  ButtonLint corpus
//
//  Every string-literal form Swift has, with real titles among them. Code in comments,
//  in other strings and in regex literals must never be read as a title:
//  Button("delete all") here is a comment.
//
/* A block comment with a call in it: Button("delete all") { }
   /* and a nested one: UIAlertAction(title: "cancel", style: .default) */
   still inside the outer comment: Menu("sort by") */
/// A doc comment: write `Button("Delete All")`, never `Button("delete all")`.
/** A doc block: `.destructive(Text("remove"))` */

import SwiftUI

struct TortureItem: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct LiteralTortureView: View {
    @State private var items: [TortureItem] = []
    @State private var selection: Set<Int> = []
    @State private var format = "PDF"
    @State private var name = "Field Notes"
    let width: CGFloat = 320
    let scale: CGFloat = 2

    // Regex literals that contain what looks like a call with a title.
    let bareRegex = /Button\("delete all"\)/
    let extendedRegex = #/Button("delete all") \{ \}/#
    let multilineRegex = #/
        Button \( "delete all" \)   # a comment inside an extended regex
        /#
    // Strings that contain what looks like a call with a title.
    let snippet = "Button(\"delete all\") { }"
    let rawSnippet = #"UIAlertAction(title: "cancel", style: .default)"#

    // Division, not regex.
    var columns: Int { Int(width / 120 / scale) }
    var ratio: CGFloat { width / 2 + scale / 3 }

    // Backticked identifiers.
    let `continue` = "Continue"
    func `default`() { items.removeAll() }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                multiline
                raw
                interpolated
                escapedAndUnicode
                conditional
                labels
            }
            .padding()
            .frame(width: width / 2, height: width / 3 / scale)
        }
    }

    // MARK: Multi-line

    private var multiline: some View {
        Group {
            Button("""
                Back Up \
                Now
                """) { }
            // expect-next: title-case
            Button("""
                sync now
                """) { }
            // expect-next: title-length
            Button("""
                Download All \(format) Files Now
                """) { }
            Button("""
                    Empty Trash
                """) { }
            Text("""
                no items. "tap" add to create one.
                """)
        }
    }

    // MARK: Raw

    private var raw: some View {
        Group {
            Button(#"Save as PDF"#) { }
            Button(#"export as \#(format)"#) { } // expect: title-case
            Button(#"Copy \(name) Link"#) { } // expect: title-case
            Button(##"Copy "#Hashtag" Link"##) { }
            Button(##"Share \##(items.count) Items"##) { }
            Button(##"open "#general" channel"##) { } // expect: title-case
            // expect-next: title-case
            Button(#"""
                export as zip
                """#) { }
            Button(#"""
                Import "Raw" Files
                """#) { }
            Menu(#"More"#) {
                Button(`continue`) { }
                Button(action: `default`) { Text("Restore Defaults") }
            }
        }
    }

    // MARK: Interpolation

    private var interpolated: some View {
        Group {
            Button("Delete \(selection.count) \(selection.count == 1 ? "Item" : "Items")") { }
            Button("move \(selection.count == 1 ? "item" : "\(selection.count) items") to trash") { } // expect: title-case
            Button("Share \(items.map { "\($0.name)" }.joined(separator: ", "))") { }
            Button("\(selection.count) selected") { } // expect: title-case, title-verb
            Button("Rename \"\(name)\"") { }
            Button("Open in \(format == "PDF" ? "Preview" : "Pages")") { }
            Button("Export \(name) as \(format) for \(width > 300 ? "iPad" : "iPhone")") { } // expect: title-length, title-length
            Button("delete " + "all") { }
            Button(String("Clear") + " all") { }
        }
    }

    // MARK: Escapes and unicode

    private var escapedAndUnicode: some View {
        Group {
            Button("Save \"Draft\"") { }
            Button("Rename\u{2026}") { }
            Button("Share\u{2026}") { }
            Button("Zoom In 🔍") { }
            Button("🗑️ Delete Forever") { }
            Button("🗑️ delete forever") { } // expect: title-case
            HStack { Text("👋🏽 Hi, \(name)"); Button("say hello") { } } // expect: title-case
            HStack { Text("🇺🇦🇫🇷🇯🇵"); Button("Choose a Region") { } }
            Button("⚠️ Report a Problem") { }
            Button("→ Continue") { }
            Button("👨‍👩‍👧‍👦 Invite Your Family to Share") { } // expect: title-length
            /* Button("delete all") */ Button("Delete All") { }
            Button("Delete All") { } /* Button("delete all") */
            Button("Undo") { } // Button("undo")
        }
    }

    // MARK: Conditional compilation

    private var conditional: some View {
        Group {
            Button("Share") { }
            #if os(iOS)
                .buttonStyle(.borderedProminent)
            #elseif os(macOS)
                .buttonStyle(.link)
            #endif
            #if os(macOS)
            Button("Reveal in Finder") { }
            #else
            Button("show in files") { } // expect: title-case
            #endif
            Button("Print")
            { }
            #if DEBUG
                .overlay(Text("debug"))
            #endif
            Button(
                "archive all", // expect: title-case
                role: .destructive
            ) { }
            Button(role: .destructive, action: { `default`() }, label: { Text("Reset Canvas") })
        }
    }

    // MARK: Label closures

    private var labels: some View {
        Group {
            Button {
                // Button("not this one")
                items.removeAll()
            } label: {
                /* Text("nor this one") */
                Text("Clear list") // expect: title-case
            }
            Button(action: { print("Button(\"x\")") }) {
                Text("Log Out")
            }
            Button(action: { print("tapped") }, label: {
                Label("Upload files", systemImage: "icloud.and.arrow.up") // expect: title-case
            })
            Button {
                format = "HTML"
            } label: {
                Label("HTML", systemImage: "chevron.left.forwardslash.chevron.right") // expect: title-verb
            }
        }
    }
}
