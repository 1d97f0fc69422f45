//
//  Constants.swift
//  Fieldnotes
//
//  Titles kept in constants: file-level lets, local lets and type members, used by
//  SwiftUI and UIKit code in the same file.
//

import SwiftUI
import UIKit

// MARK: - File-level titles

let saveTitle = "Save"
let deleteAllTitle = "delete all" // expect: title-case
let syncTitle: String = "Sync Notebooks"
let exportTitle = "Export everything as a single archive" // expect: title-case, title-length
let notebooksTitle = "Notebooks" // expect: title-verb
let unusedTitle = "this constant is never used as a title"
private let shareTitle = "share notebook" // expect: title-case
fileprivate let archiveTitle = "Archive Notebook"
let accessibilityHint = "double-tap to open the notebook"
let apiBaseURL = "https://api.fieldnotes.example/v3"
var mutableTitle = "edit notebook"

enum TitleKeys {
    static let delete = "notebook.delete.title"
    static let rename = "Rename Notebook"
    static let duplicateNotebook = "duplicate notebook" // expect: title-case
}

struct Palette {
    static let accentName = "AccentColor"
    static let destructiveTitle = "Delete Notebook"
}

// MARK: - SwiftUI

struct NotebookToolbar: View {
    @State private var showingDeleteAll = false
    @Binding var notebooks: [String]
    private let newNoteTitle = "New Note"
    private let duplicateTitle = "duplicate note" // expect: title-case

    var body: some View {
        HStack {
            Button(saveTitle) { }
            Button(deleteAllTitle, role: .destructive) { showingDeleteAll = true }
            Button(syncTitle) { }
            Button(exportTitle) { }
            Button(notebooksTitle) { }
            Button(shareTitle) { }
            Button(newNoteTitle) { notebooks.append("Untitled") }
            Button(duplicateTitle) { }
            Button(mutableTitle) { }
            Button(TitleKeys.rename) { }
            Button(TitleKeys.duplicateNotebook) { }
            Button(Palette.destructiveTitle, role: .destructive) { }
            Text(unusedTitle)
                .accessibilityHint(accessibilityHint)
        }
        .alert("Delete all notebooks?", isPresented: $showingDeleteAll) {
            Button(deleteAllTitle, role: .destructive) { notebooks.removeAll() }
            Button("Cancel", role: .cancel) { }
        }
        .toolbar {
            ToolbarItem {
                Button(action: { }) {
                    Text(saveTitle)
                }
            }
            ToolbarItem {
                Button(exportTitle) { }
            }
        }
    }
}

// MARK: - Local constants

struct NotebookDetailView: View {
    let notebook: String
    @State private var pinned = false

    var body: some View {
        let pinTitle = "Pin to Top"
        let unpinTitle = "unpin from top" // expect: title-case
        let moveTitle = "Move to Another Notebook"
        let tagsTitle = "Tags" // expect: title-verb
        let label = "Notebook: \(notebook)"

        return VStack {
            Text(label)
            Button(pinned ? unpinTitle : pinTitle) { pinned.toggle() }
            Button(pinTitle) { pinned = true }
            Button(unpinTitle) { pinned = false }
            Button(moveTitle) { }
            Button(tagsTitle) { }
            Button(tagsTitle) { }
            Button {
                print("tags for \(notebook)")
            } label: {
                Label(tagsTitle, systemImage: "tag")
            }
        }
    }
}

// MARK: - UIKit

final class NotebookActionsController: UIViewController {
    private let retryTitle = "Retry"
    private let laterTitle = "try again later" // expect: title-case

    func presentSyncFailure(_ error: Error) {
        let okTitle = "OK"
        let detailsTitle = "Error Details" // expect: title-verb
        let alert = UIAlertController(title: "sync failed", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: retryTitle, style: .default) { _ in })
        alert.addAction(UIAlertAction(title: laterTitle, style: .default) { _ in })
        alert.addAction(UIAlertAction(title: detailsTitle, style: .default) { _ in })
        alert.addAction(UIAlertAction(title: okTitle, style: .cancel))
        present(alert, animated: true)
    }

    func configureButtons(_ save: UIButton, _ archive: UIButton) {
        save.setTitle(saveTitle, for: .normal)
        archive.setTitle(archiveTitle, for: .normal)
        var config = UIButton.Configuration.plain()
        config.title = syncTitle
        archive.configuration = config
        let menu = UIMenu(children: [
            UIAction(title: shareTitle) { _ in },
            UIAction(title: deleteAllTitle, attributes: .destructive) { _ in },
        ])
        save.menu = menu
    }

    func localKeyTitle() -> UIAlertAction {
        let title = "notebook.archive.confirm"
        return UIAlertAction(title: title, style: .default)
    }
}
