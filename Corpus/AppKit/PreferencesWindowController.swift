//
//  PreferencesWindowController.swift
//  Quillmark (macOS)
//
//  The Settings window: General, Editor, Sync and Advanced panes built in code.
//

import AppKit
import ServiceManagement

// MARK: - Window controller

final class PreferencesWindowController: NSWindowController, NSToolbarDelegate {
    private enum Pane: String, CaseIterable {
        case general = "General", editor = "Editor", sync = "Sync", advanced = "Advanced"

        var symbol: String {
            switch self {
            case .general: "gearshape"
            case .editor: "textformat"
            case .sync: "arrow.triangle.2.circlepath"
            case .advanced: "slider.horizontal.3"
            }
        }
    }

    private let defaults = UserDefaults.standard

    convenience init() {
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 520, height: 360),
                              styleMask: [.titled, .closable],
                              backing: .buffered, defer: false)
        window.title = "General"
        window.toolbarStyle = .preference
        self.init(window: window)
        let toolbar = NSToolbar(identifier: "PreferencesToolbar")
        toolbar.delegate = self
        toolbar.selectedItemIdentifier = NSToolbarItem.Identifier(Pane.general.rawValue)
        window.toolbar = toolbar
        show(.general)
    }

    // MARK: Toolbar

    func toolbarAllowedItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        Pane.allCases.map { NSToolbarItem.Identifier($0.rawValue) }
    }

    func toolbarDefaultItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        toolbarAllowedItemIdentifiers(toolbar)
    }

    func toolbarSelectableItemIdentifiers(_ toolbar: NSToolbar) -> [NSToolbarItem.Identifier] {
        toolbarAllowedItemIdentifiers(toolbar)
    }

    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier identifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        guard let pane = Pane(rawValue: identifier.rawValue) else { return nil }
        let item = NSToolbarItem(itemIdentifier: identifier)
        item.label = pane.rawValue
        item.image = NSImage(systemSymbolName: pane.symbol, accessibilityDescription: pane.rawValue)
        item.target = self
        item.action = #selector(selectPane(_:))
        return item
    }

    @objc private func selectPane(_ sender: NSToolbarItem) {
        guard let pane = Pane(rawValue: sender.itemIdentifier.rawValue) else { return }
        show(pane)
    }

    private func show(_ pane: Pane) {
        window?.title = pane.rawValue
        switch pane {
        case .general: window?.contentView = generalPane()
        case .editor: window?.contentView = editorPane()
        case .sync: window?.contentView = syncPane()
        case .advanced: window?.contentView = advancedPane()
        }
    }

    // MARK: Panes

    private func generalPane() -> NSView {
        let launch = NSButton(checkboxWithTitle: "Open Quillmark at login", target: self, action: #selector(toggleLaunchAtLogin(_:)))
        let restore = NSButton(checkboxWithTitle: "Reopen documents from last session", target: nil, action: nil)
        let defaultApp = NSButton(title: "Make Default Markdown Editor", target: self, action: #selector(makeDefault)) // expect: title-length
        let theme = NSPopUpButton(frame: .zero, pullsDown: false)
        theme.addItems(withTitles: ["System", "light", "dark"])
        return stack([launch, restore, theme, defaultApp])
    }

    private func editorPane() -> NSView {
        let font = NSButton(title: "Choose Font…", target: self, action: #selector(chooseFont))
        let resetFont = NSButton(title: "Use System Font", target: self, action: #selector(resetToSystemFont))
        let spellcheck = NSButton(checkboxWithTitle: "Check spelling while typing", target: nil, action: nil)
        let smartQuotes = NSButton(checkboxWithTitle: "Use smart quotes and dashes", target: nil, action: nil)
        let themes = NSButton(title: "Themes", target: self, action: #selector(showThemes)) // expect: title-verb
        let editThemes = NSButton(title: "edit themes…", target: self, action: #selector(showThemes)) // expect: title-case
        return stack([font, resetFont, spellcheck, smartQuotes, themes, editThemes])
    }

    private func syncPane() -> NSView {
        let status = NSTextField(labelWithString: "last synced: never")
        let syncNow = NSButton(title: "Sync Now", target: self, action: #selector(syncNow))
        let signOut = NSButton(title: "Sign out of iCloud", target: self, action: #selector(confirmSignOut)) // expect: title-case
        let conflicts = NSButton(title: "Resolve Conflicts…", target: self, action: #selector(resolveConflicts))
        let folder = NSButton(title: "Change Sync Folder", target: self, action: #selector(changeFolder))
        return stack([status, syncNow, conflicts, folder, signOut])
    }

    private func advancedPane() -> NSView {
        let reveal = NSButton(title: "Show in Finder", target: self, action: #selector(revealSupportFolder))
        let logs = NSButton(title: "Open Log Folder", target: self, action: #selector(revealSupportFolder))
        let cache = NSButton(title: "Rebuild Search Index", target: self, action: #selector(rebuildIndex))
        let reset = NSButton(title: "Reset all preferences to defaults", target: self, action: #selector(confirmReset)) // expect: title-case, title-length
        let debug = NSButton(title: "Debug Menu", target: self, action: #selector(toggleDebugMenu))
        let help = NSButton(title: "", target: nil, action: nil)
        help.bezelStyle = .helpButton
        return stack([reveal, logs, cache, debug, reset, help])
    }

    private func stack(_ views: [NSView]) -> NSView {
        let stack = NSStackView(views: views)
        stack.orientation = .vertical
        stack.alignment = .leading
        stack.edgeInsets = NSEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        return stack
    }

    // MARK: Actions

    @objc private func toggleLaunchAtLogin(_ sender: NSButton) {
        do {
            if sender.state == .on {
                try SMAppService.mainApp.register()
            } else {
                try SMAppService.mainApp.unregister()
            }
        } catch {
            NSLog("launch at login failed: %@", error.localizedDescription)
        }
    }

    @objc private func makeDefault() {
        NSWorkspace.shared.setDefaultApplication(at: Bundle.main.bundleURL, toOpen: .init(filenameExtension: "md")!) { error in
            if let error { NSLog("could not set default: %@", String(describing: error)) }
        }
    }

    @objc private func chooseFont() {
        NSFontManager.shared.orderFrontFontPanel(self)
    }

    @objc private func resetToSystemFont() {
        defaults.removeObject(forKey: "editor.fontName")
    }

    @objc private func showThemes() {}
    @objc private func syncNow() {}
    @objc private func resolveConflicts() {}
    @objc private func changeFolder() {}
    @objc private func rebuildIndex() {}
    @objc private func toggleDebugMenu() {}

    @objc private func revealSupportFolder() {
        let url = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("Quillmark", isDirectory: true)
        NSWorkspace.shared.activateFileViewerSelecting([url])
    }

    @objc private func confirmSignOut() {
        let alert = NSAlert()
        alert.messageText = "sign out of iCloud?"
        alert.informativeText = "documents stored only in iCloud will be removed from this Mac."
        alert.alertStyle = .warning
        alert.addButton(withTitle: "Sign Out")
        alert.addButton(withTitle: "Keep a Copy")
        alert.addButton(withTitle: "Cancel")
        guard let window else { return }
        alert.beginSheetModal(for: window) { response in
            switch response {
            case .alertFirstButtonReturn: NSLog("signing out")
            case .alertSecondButtonReturn: NSLog("signing out, keeping a local copy")
            default: break
            }
        }
    }

    @objc private func confirmReset() {
        let alert = NSAlert()
        alert.messageText = "Reset all preferences?"
        alert.informativeText = "Quillmark will quit and relaunch."
        alert.addButton(withTitle: "Reset and relaunch") // expect: title-case
        alert.addButton(withTitle: "Cancel")
        alert.showsSuppressionButton = true
        alert.suppressionButton?.title = "don't ask again"
        if alert.runModal() == .alertFirstButtonReturn {
            defaults.removePersistentDomain(forName: Bundle.main.bundleIdentifier ?? "com.quillmark.mac")
        }
    }
}

// MARK: - App menu

extension PreferencesWindowController {
    static func settingsMenuItem() -> NSMenuItem {
        let item = NSMenuItem(title: "Settings…", action: #selector(NSApplication.showSettingsWindow), keyEquivalent: ",")
        item.keyEquivalentModifierMask = [.command]
        return item
    }
}

private extension NSApplication {
    @objc func showSettingsWindow() {
        PreferencesWindowController().showWindow(nil)
    }
}
