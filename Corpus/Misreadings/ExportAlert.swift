//
//  ExportAlert.swift
//  Atlas for Mac
//
//  A macOS target whose AppKit import is global: NSAlert exists only in AppKit, so this file's
//  alert buttons are read. `Button` alone says nothing about a framework: the model below is
//  not a title site.
//

import Foundation

enum ExportAlert {
    static func confirmOverwrite() -> Bool {
        let alert = NSAlert()
        alert.messageText = "A file with this name already exists."
        alert.addButton(withTitle: "Replace")
        alert.addButton(withTitle: "Keep both") // expect: title-case
        alert.addButton(withTitle: "Cancel")
        return alert.runModal() == .alertFirstButtonReturn
    }
}

struct Button {
    let title: String
    init(_ title: String, action: () -> Void = {}) { self.title = title }
}

let exportButton = Button("export selection")
