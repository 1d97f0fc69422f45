//
//  DocumentsViewController.swift
//  Paperwork
//
//  Lists scanned documents; swipe to share or delete, long-press for a menu,
//  and an action sheet from the "…" bar button for bulk operations.
//

import UIKit
import QuickLook
import UniformTypeIdentifiers

final class DocumentsViewController: UITableViewController {

    // MARK: Types

    struct Document: Hashable {
        let id: UUID
        var name: String
        var pageCount: Int
        var modified: Date
        var fileURL: URL
        var isLocked: Bool
    }

    private enum Section { case pinned, all }

    // MARK: State

    private var documents: [Document] = []
    private var pinned: Set<UUID> = []
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()
    private lazy var moreButton = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"),
                                                  style: .plain, target: self, action: #selector(showMoreSheet(_:)))
    private let emptyLabel = UILabel()

    // MARK: Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Documents"
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DocumentCell")
        tableView.allowsMultipleSelectionDuringEditing = true

        navigationItem.rightBarButtonItems = [
            moreButton,
            UIBarButtonItem(title: "Scan", style: .plain, target: self, action: #selector(scanDocument)),
        ]
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sortTapped))
        toolbarItems = [
            UIBarButtonItem(title: "Select All", style: .plain, target: self, action: #selector(selectAll)),
            .flexibleSpace(),
            UIBarButtonItem(title: "Merge into one PDF", style: .plain, target: self, action: #selector(mergeSelection)), // expect: title-case
            .flexibleSpace(),
            UIBarButtonItem(title: "Selection", style: .done, target: self, action: #selector(toggleEditing)), // expect: title-verb
        ]

        emptyLabel.text = "no documents yet. tap scan to add one."
        emptyLabel.textAlignment = .center
        emptyLabel.textColor = .secondaryLabel
        tableView.backgroundView = emptyLabel
        reload()
    }

    private func reload() {
        emptyLabel.isHidden = !documents.isEmpty
        tableView.reloadData()
    }

    // MARK: Table data source

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Pinned" : "All Documents"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items(in: section).count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DocumentCell", for: indexPath)
        let document = items(in: indexPath.section)[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = document.name
        content.secondaryText = "\(document.pageCount) pages · \(dateFormatter.string(from: document.modified))"
        content.image = UIImage(systemName: document.isLocked ? "lock.doc" : "doc.text")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    private func items(in section: Int) -> [Document] {
        section == 0 ? documents.filter { pinned.contains($0.id) } : documents.filter { !pinned.contains($0.id) }
    }

    // MARK: Swipe actions

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let document = items(in: indexPath.section)[indexPath.row]
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.documents.removeAll { $0.id == document.id }
            self?.reload()
            done(true)
        }
        let share = UIContextualAction(style: .normal, title: "Share") { [weak self] _, _, done in
            self?.share(document)
            done(true)
        }
        share.backgroundColor = .systemBlue
        let lock = UIContextualAction(style: .normal, title: document.isLocked ? "Unlock" : "Lock") { _, _, done in
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, share, lock])
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let document = items(in: indexPath.section)[indexPath.row]
        let isPinned = pinned.contains(document.id)
        let pin = UIContextualAction(style: .normal, title: "pin") { [weak self] _, _, done in // expect: title-case
            if isPinned { self?.pinned.remove(document.id) } else { self?.pinned.insert(document.id) }
            self?.reload()
            done(true)
        }
        pin.backgroundColor = .systemOrange
        let duplicate = UIContextualAction(style: .normal, title: "Copy") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [pin, duplicate])
    }

    // MARK: Context menu

    override func tableView(_ tableView: UITableView,
                            contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let document = items(in: indexPath.section)[indexPath.row]
        return UIContextMenuConfiguration(identifier: document.id as NSUUID, previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            let open = UIAction(title: "Open", image: UIImage(systemName: "doc.text.magnifyingglass")) { _ in
                self.preview(document)
            }
            let rename = UIAction(title: "Rename…", image: UIImage(systemName: "pencil")) { _ in
                self.promptRename(document)
            }
            let shareAction = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                self.share(document)
            }
            let export = UIMenu(title: "Export As", children: [
                UIAction(title: "PDF") { _ in },
                UIAction(title: "JPEG Images") { _ in },
                UIAction(title: "Export as Plain Text") { _ in },
                UIAction(title: "export as rich text") { _ in }, // expect: title-case
            ])
            let print = UIAction(title: "Print", image: UIImage(systemName: "printer")) { _ in }
            let details = UIAction(title: "Properties", image: UIImage(systemName: "info.circle")) { _ in }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self.confirmDelete(document)
            }
            return UIMenu(children: [open, rename, shareAction, export, print, details,
                                     UIMenu(options: .displayInline, children: [delete])])
        }
    }

    // MARK: Actions

    @objc private func scanDocument() {
        let alert = UIAlertController(title: "Scanner Unavailable",
                                      message: "this device has no camera. import a PDF instead.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Import PDF", style: .default) { [weak self] _ in
            self?.presentImporter()
        })
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }

    @objc private func sortTapped() {
        print("sort tapped; current order: modified descending")
    }

    @objc private func selectAll() {
        for section in 0..<tableView.numberOfSections {
            for row in 0..<tableView.numberOfRows(inSection: section) {
                tableView.selectRow(at: IndexPath(row: row, section: section), animated: false, scrollPosition: .none)
            }
        }
    }

    @objc private func mergeSelection() {}

    @objc private func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    @objc private func showMoreSheet(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: "\(documents.count) documents", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete All Documents", style: .destructive) { [weak self] _ in
            self?.documents.removeAll()
            self?.reload()
        })
        sheet.addAction(UIAlertAction(title: "Export All as a Single ZIP Archive", style: .default) { _ in }) // expect: title-length
        sheet.addAction(UIAlertAction(title: "Sort by name", style: .default) { _ in }) // expect: title-case
        sheet.addAction(UIAlertAction(title: "Sort by Date", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    private func confirmDelete(_ document: Document) {
        let alert = UIAlertController(title: "Delete “\(document.name)”?",
                                      message: "this document will be deleted from iCloud Drive on all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.documents.removeAll { $0.id == document.id }
            self?.reload()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    private func promptRename(_ document: Document) {
        let alert = UIAlertController(title: "Rename Document", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.text = document.name
            field.placeholder = "document name"
            field.clearButtonMode = .whileEditing
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "rename", style: .default) { [weak self, weak alert] _ in // expect: title-case
            guard let newName = alert?.textFields?.first?.text, !newName.isEmpty else { return }
            if let index = self?.documents.firstIndex(of: document) {
                self?.documents[index].name = newName
                self?.reload()
            }
        })
        present(alert, animated: true)
    }

    private func share(_ document: Document) {
        let controller = UIActivityViewController(activityItems: [document.fileURL], applicationActivities: nil)
        controller.popoverPresentationController?.sourceView = view
        present(controller, animated: true)
    }

    private func preview(_ document: Document) {
        let controller = QLPreviewController()
        navigationController?.pushViewController(controller, animated: true)
    }

    private func presentImporter() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.allowsMultipleSelection = true
        present(picker, animated: true)
    }
}
