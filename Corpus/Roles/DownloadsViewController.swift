//
//  DownloadsViewController.swift
//  Wavelength
//
//  Downloaded episodes (UIKit): swipe actions, menus, the storage sheet and the alerts
//  around cancelling downloads and signing out.
//

import UIKit

final class DownloadsViewController: UITableViewController {
    private var downloads: [String] = []
    private var inProgress: Set<String> = []
    private lazy var storageItem = UIBarButtonItem(title: "Storage", style: .plain, target: self, action: #selector(showStorageSheet(_:))) // expect: title-verb

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Downloads"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "download")
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(close))
        navigationItem.rightBarButtonItems = [
            storageItem,
            UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil, menu: editMenu()),
        ]
    }

    @objc private func close() {
        dismiss(animated: true)
    }

    // MARK: Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { downloads.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "download", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = downloads[indexPath.row]
        content.secondaryText = inProgress.contains(downloads[indexPath.row]) ? "downloading…" : nil
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .normal, title: "Delete") { [weak self] _, _, done in // expect: destructive-role
            self?.downloads.remove(at: indexPath.row)
            done(true)
        }
        delete.backgroundColor = .systemRed
        let remove = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, done in
            self?.downloads.remove(at: indexPath.row)
            done(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [remove, delete, archive])
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let wipe = UIContextualAction(style: .normal, title: "Wipe Progress") { _, _, done in done(true) } // expect: destructive-role
        let played = UIContextualAction(style: .normal, title: "Mark as Played") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [played, wipe])
    }

    override func tableView(_ tableView: UITableView,
                            contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let name = downloads[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Play") { _ in },
                UIAction(title: "Share Episode") { _ in },
                UIAction(title: "Remove from Downloads", image: UIImage(systemName: "trash")) { [weak self] _ in // expect: destructive-role
                    self?.downloads.removeAll { $0 == name }
                },
                UIAction(title: "Delete Episode", attributes: [.destructive]) { _ in },
                UIAction(title: "Erase Notes", attributes: [.disabled, .destructive]) { _ in },
                UIAction(title: "Discard Transcript", attributes: .disabled) { _ in }, // expect: destructive-role
                UIAction(title: "Undo Remove") { _ in },
            ])
        }
    }

    private func editMenu() -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Select Episodes") { [weak self] _ in self?.setEditing(true, animated: true) },
            UIAction(title: "Delete Played", attributes: .destructive) { _ in },
            UIAction(title: "Delete All") { _ in }, // expect: destructive-role
            UIMenu(title: "Danger Zone", options: .displayInline, children: [
                UIAction(title: "Reset Download Settings") { _ in }, // expect: destructive-role
                UIAction(title: "Sign Out", attributes: .destructive) { _ in },
            ]),
        ])
    }

    // MARK: Storage sheet

    @objc private func showStorageSheet(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Storage", message: "1.2 GB used by downloads", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Clear Played Downloads", style: .default) { _ in }) // expect: destructive-role
        sheet.addAction(UIAlertAction(title: "Keep Latest 3 Episodes", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Manage Storage", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    private func showAccountSheet(from view: UIView) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sign Out", style: .default) { _ in }) // expect: destructive-role
        sheet.addAction(UIAlertAction(title: "Switch Account", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Dismiss", style: .cancel))
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    // MARK: Alerts

    func confirmCancelDownload(_ name: String) {
        let alert = UIAlertController(title: "Cancel Download?", message: "“\(name)” is still downloading.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel Download", style: .default) { [weak self] _ in
            self?.inProgress.remove(name)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .default)) // expect: cancel-role
        present(alert, animated: true)
    }

    func confirmDelete(_ name: String) {
        let alert = UIAlertController(title: "Delete “\(name)”?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .default) { [weak self] _ in
            self?.downloads.removeAll { $0 == name }
        })
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: "Keep the download"), style: .default)) // expect: cancel-role
        present(alert, animated: true)
    }

    func showDownloadFailed(_ error: Error) {
        let alert = UIAlertController(title: "Download Failed", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Try Again", style: .default) { _ in })
        alert.addAction(UIAlertAction(title: "Dismiss", style: .default)) // expect: cancel-role
        present(alert, animated: true)
    }

    func showQuotaReached() {
        let alert = UIAlertController(title: "Storage Full", message: "remove some downloads to continue.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func confirmSignOut() {
        let alert = UIAlertController(title: "Sign Out?", message: "downloads will be removed from this iPhone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Not Now", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .default) { _ in })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel)) // expect: cancel-single
        present(alert, animated: true)
    }

    func confirmStopAll() {
        let alert = UIAlertController(title: "Stop All Downloads?", message: nil, preferredStyle: .alert)
        let stop = UIAlertAction(title: "Stop All", style: .destructive) { [weak self] _ in self?.inProgress.removeAll() }
        let keep = UIAlertAction(title: "Keep Downloading", style: .cancel)
        let later = UIAlertAction(title: "Ask Me Later", style: .default)
        alert.addAction(stop)
        alert.addAction(later)
        alert.addAction(keep)
        present(alert, animated: true)
    }
}
