//
//  LibraryCleanupAlerts.swift
//  Wavelength for Mac
//
//  NSAlert treats a button titled Cancel as its cancel button (Escape), and its buttons
//  have no style, so the cancel and destructive role rules do not apply here.
//

import AppKit

final class LibraryCleanup {
    private let library: URL

    init(library: URL) {
        self.library = library
    }

    func confirmEmptyTrash(in window: NSWindow, itemCount: Int) {
        let alert = NSAlert()
        alert.messageText = "Empty the Wavelength trash?"
        alert.informativeText = "\(itemCount) episodes will be deleted immediately."
        alert.alertStyle = .critical
        alert.addButton(withTitle: "Empty Trash")
        alert.addButton(withTitle: "Cancel")
        alert.beginSheetModal(for: window) { response in
            guard response == .alertFirstButtonReturn else { return }
            try? FileManager.default.removeItem(at: self.library.appendingPathComponent(".Trash"))
        }
    }

    func confirmRemoveShow(named name: String) -> Bool {
        let alert = NSAlert()
        alert.messageText = "Remove “\(name)” from your library?"
        alert.addButton(withTitle: "Remove Show")
        alert.addButton(withTitle: "Keep Episodes Only")
        alert.addButton(withTitle: "Cancel")
        return alert.runModal() == .alertFirstButtonReturn
    }

    func warnLowDiskSpace() {
        let alert = NSAlert()
        alert.messageText = "Your disk is almost full"
        alert.addButton(withTitle: "Delete Old Episodes")
        alert.addButton(withTitle: "Dismiss")
        alert.addButton(withTitle: "Storage Settings")
        alert.runModal()
    }

    func confirmResetDatabase() {
        let alert = NSAlert()
        alert.messageText = "Reset the library database?"
        alert.informativeText = "Wavelength will rescan your downloads folder."
        alert.addButton(withTitle: "Reset Database")
        alert.addButton(withTitle: "Cancel")
        alert.addButton(withTitle: "Cancel")
        alert.addButton(withTitle: "Open downloads folder") // expect: title-case
        alert.runModal()
    }

    func cleanupButtons(target: AnyObject) -> [NSButton] {
        [
            NSButton(title: "Tidy Library", target: target, action: nil),
            NSButton(title: "Delete Played Episodes", target: target, action: nil),
            NSButton(title: "Cancel", target: target, action: nil),
        ]
    }
}
