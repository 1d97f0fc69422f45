//
//  ExportPanel.swift
//  Quillmark (macOS)
//
//  Save-panel accessory for exporting a document as PDF, HTML or DOCX, plus the
//  progress sheet shown while the export runs.
//

import AppKit
import UniformTypeIdentifiers

/// Formats the exporter can write; raw values are shown in the pop-up menu.
enum ExportFormat: String, CaseIterable {
    case pdf = "PDF"
    case html = "HTML"
    case docx = "Word Document"

    var contentType: UTType {
        switch self {
        case .pdf: return .pdf
        case .html: return .html
        case .docx: return UTType(filenameExtension: "docx") ?? .data
        }
    }
}

final class ExportAccessoryViewController: NSViewController {
    private(set) var format: ExportFormat = .pdf
    private(set) var includeComments = false
    weak var panel: NSSavePanel?

    private let formatPopUp = NSPopUpButton(frame: .zero, pullsDown: false)
    private let commentsCheckbox = NSButton(checkboxWithTitle: "Include comments", target: nil, action: nil)
    private let pageSetupButton = NSButton(title: "Page Setup…", target: nil, action: nil)
    private let optionsButton = NSButton(title: "Options", target: nil, action: nil)

    override func loadView() {
        formatPopUp.addItems(withTitles: ExportFormat.allCases.map(\.rawValue))
        formatPopUp.target = self
        formatPopUp.action = #selector(formatChanged(_:))
        commentsCheckbox.target = self
        commentsCheckbox.action = #selector(commentsChanged(_:))
        pageSetupButton.target = self
        pageSetupButton.action = #selector(showPageSetup)
        optionsButton.target = self
        optionsButton.action = #selector(showOptions)

        let label = NSTextField(labelWithString: "Format:")
        let row = NSStackView(views: [label, formatPopUp, pageSetupButton, optionsButton])
        let column = NSStackView(views: [row, commentsCheckbox])
        column.orientation = .vertical
        column.alignment = .leading
        column.edgeInsets = NSEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        view = column
    }

    @objc private func formatChanged(_ sender: NSPopUpButton) {
        format = ExportFormat.allCases[sender.indexOfSelectedItem]
        panel?.allowedContentTypes = [format.contentType]
        pageSetupButton.isEnabled = format == .pdf
    }

    @objc private func commentsChanged(_ sender: NSButton) {
        includeComments = sender.state == .on
    }

    @objc private func showPageSetup() {
        NSPageLayout().runModal(with: NSPrintInfo.shared)
    }

    @objc private func showOptions() {
        print("export options for \(format.rawValue)")
    }
}

final class ExportPanel {
    private let document: NSDocument
    private let accessory = ExportAccessoryViewController()

    init(document: NSDocument) {
        self.document = document
    }

    func begin(for window: NSWindow) {
        let panel = NSSavePanel()
        panel.title = "export"
        panel.prompt = "export"
        panel.nameFieldLabel = "export as:"
        panel.message = "choose where to save the exported file."
        panel.nameFieldStringValue = (document.displayName as NSString).deletingPathExtension
        panel.allowedContentTypes = [ExportFormat.pdf.contentType]
        panel.canCreateDirectories = true
        panel.accessoryView = accessory.view
        accessory.panel = panel
        panel.beginSheetModal(for: window) { [weak self] response in
            guard response == .OK, let url = panel.url else { return }
            self?.export(to: url, from: window)
        }
    }

    private func export(to url: URL, from window: NSWindow) {
        let progress = ExportProgressSheet()
        window.beginSheet(progress.window) { _ in }
        DispatchQueue.global(qos: .userInitiated).async {
            let exists = FileManager.default.fileExists(atPath: url.path)
            DispatchQueue.main.async {
                window.endSheet(progress.window)
                if exists {
                    self.confirmReplace(url, in: window)
                } else {
                    self.finish(url)
                }
            }
        }
    }

    private func confirmReplace(_ url: URL, in window: NSWindow) {
        let alert = NSAlert()
        alert.messageText = "“\(url.lastPathComponent)” already exists. Do you want to replace it?"
        alert.informativeText = "a file with the same name already exists in \(url.deletingLastPathComponent().lastPathComponent)."
        alert.addButton(withTitle: "Replace")
        alert.addButton(withTitle: "Keep Both")
        alert.addButton(withTitle: "Cancel")
        alert.beginSheetModal(for: window) { response in
            if response == .alertFirstButtonReturn { self.finish(url) }
        }
    }

    private func finish(_ url: URL) {
        let alert = NSAlert()
        alert.messageText = "Export Complete"
        alert.informativeText = url.path
        alert.addButton(withTitle: "Show in Finder")
        alert.addButton(withTitle: "Open")
        alert.addButton(withTitle: "close") // expect: title-case
        alert.addButton(withTitle: "Open With Preview") // expect: title-case
        alert.addButton(withTitle: "Exported File Info") // expect: title-verb
        switch alert.runModal() {
        case .alertFirstButtonReturn: NSWorkspace.shared.activateFileViewerSelecting([url])
        case .alertSecondButtonReturn: NSWorkspace.shared.open(url)
        default: break
        }
    }
}

final class ExportProgressSheet {
    let window: NSWindow
    private let indicator = NSProgressIndicator()
    private let stopButton = NSButton(title: "Stop Export", target: nil, action: nil)

    init() {
        window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 320, height: 110), styleMask: [.titled], backing: .buffered, defer: true)
        indicator.isIndeterminate = true
        indicator.startAnimation(nil)
        let label = NSTextField(labelWithString: "exporting…")
        let stack = NSStackView(views: [label, indicator, stopButton])
        stack.orientation = .vertical
        stack.edgeInsets = NSEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        window.contentView = stack

        // A debug build's button: its title is not reported (the `debug` context).
        #if DEBUG
        let debugButton = NSButton(title: "Dump export state to console", target: nil, action: nil)
        stack.addArrangedSubview(debugButton)
        #endif
    }
}
