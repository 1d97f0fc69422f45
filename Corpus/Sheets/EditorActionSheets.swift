//
//  EditorActionSheets.swift
//  Darkroom
//
//  The photo editor's action sheets: share, revert, export, filters and the
//  batch menu. Built with UIAlertController in .actionSheet style.
//

import UIKit
import Photos

final class EditorViewController: UIViewController {

    // MARK: State

    private var photo: PHAsset?
    private var edits: [String] = []
    private var presets: [String] = ["Vivid", "Mono", "Silvertone", "Dramatic Cool"]
    private let shareButton = UIButton(type: .system)
    private lazy var actionsItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(showShareSheet(_:)))
    private lazy var revertItem = UIBarButtonItem(title: "Revert", style: .plain, target: self, action: #selector(showRevertSheet(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [actionsItem, revertItem]
        shareButton.setTitle("Share…", for: .normal)
        shareButton.addTarget(self, action: #selector(showExportSheet), for: .touchUpInside)
        view.addSubview(shareButton)
    }

    // MARK: A correct sheet

    @objc private func showShareSheet(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save to Photos", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Save as Copy", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Share via AirDrop", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    // MARK: Destructive placement

    @objc private func showRevertSheet(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Revert to Original?",
                                      message: "all edits to this photo will be lost.",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Duplicate First", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Revert to Original", style: .destructive) { [weak self] _ in // expect: destructive-first
            self?.edits.removeAll()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    private func showDiscardSheet(from cell: UICollectionViewCell) {
        let sheet = UIAlertController(title: nil, message: "discard unsaved edits?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Discard Edits", style: .destructive) { _ in })
        sheet.addAction(UIAlertAction(title: "Save Edits", style: .default) { _ in })
        sheet.popoverPresentationController?.sourceView = cell
        sheet.popoverPresentationController?.sourceRect = cell.bounds
        present(sheet, animated: true)
    }

    private func showBulkDeleteSheet(from cell: UICollectionViewCell, count: Int) {
        let sheet = UIAlertController(title: "\(count) photos", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Hide \(count) Photos", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Delete from Library", style: .destructive) { _ in }) // expect: destructive-first
        sheet.addAction(UIAlertAction(title: "Delete Everywhere", style: .destructive) { _ in }) // expect: destructive-first
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = cell
        present(sheet, animated: true)
    }

    // MARK: Missing cancel

    @objc private func showExportSheet() {
        let sheet = UIAlertController(title: "Export", // expect: sheet-cancel
                                      message: "choose a format",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Export JPEG", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Export HEIC", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "export tiff", style: .default) { _ in }) // expect: title-case
        sheet.popoverPresentationController?.sourceView = shareButton
        present(sheet, animated: true)
    }

    private func showMetadataSheet(from view: UIView) {
        let copyDate = UIAlertAction(title: "Copy Date", style: .default) { _ in }
        let copyLocation = UIAlertAction(title: "Copy Location", style: .default) { _ in }
        let exif = UIAlertAction(title: "EXIF Data", style: .default) { _ in } // expect: title-verb
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet) // expect: sheet-cancel
        sheet.addAction(copyDate)
        sheet.addAction(copyLocation)
        sheet.addAction(exif)
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    // MARK: Cancel with the wrong style

    private func showRotateSheet(from view: UIView) {
        let sheet = UIAlertController(title: "Rotate", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Rotate Left", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Rotate Right", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Flip Horizontal", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .default)) // expect: cancel-role
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    // MARK: Two cancels

    private func showCropSheet(from view: UIView) {
        let sheet = UIAlertController(title: "Aspect Ratio", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Widescreen", style: .default) { _ in }) // expect: title-verb
        sheet.addAction(UIAlertAction(title: "Use Original Ratio", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Use Freeform Crop", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Done", style: .cancel)) // expect: cancel-single
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    // MARK: Too many actions

    // The sheet's title says the verb, so "Exposure" completes it.

    private func showAdjustSheet(from view: UIView) {
        let sheet = UIAlertController(title: "Adjust", message: nil, preferredStyle: .actionSheet) // expect: sheet-length
        sheet.addAction(UIAlertAction(title: "Exposure", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Adjust Contrast", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Adjust Highlights", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Adjust Shadows", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Adjust Warmth", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Adjust Tint", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    private func showFilterSheet(from view: UIView) {
        let sheet = UIAlertController(title: "Filters", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Apply Vivid", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Apply Mono", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Apply Silvertone", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Apply Dramatic", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Remove Filter", style: .destructive) { _ in }) // expect: destructive-first
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    private func showMarkupSheet(from view: UIView) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet) // expect: sheet-cancel, sheet-length
        sheet.addAction(UIAlertAction(title: "Add Text", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Add Signature", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Add Shape", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Add Arrow", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Add Magnifier", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Add Opacity", style: .default) { _ in })
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    // MARK: No popover anchor

    private func showOverflowSheet() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet) // expect: sheet-anchor
        sheet.addAction(UIAlertAction(title: "Copy Edits", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Paste Edits", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    private func showQuickActions() {
        let sheet = UIAlertController( // expect: sheet-anchor, sheet-cancel
            title: "quick actions",
            message: nil,
            preferredStyle: .actionSheet
        )
        sheet.addAction(UIAlertAction(title: "Enhance", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Straighten", style: .default) { _ in })
        self.present(sheet, animated: true, completion: nil)
    }

    private func toolsMenu() -> UIMenu {
        let more = UIAction(title: "Show More Tools…", image: UIImage(systemName: "ellipsis")) { [weak self] _ in
            let sheet = UIAlertController(title: "Tools", message: nil, preferredStyle: .actionSheet) // expect: sheet-anchor
            sheet.addAction(UIAlertAction(title: "Remove Red-Eye", style: .destructive) { _ in })
            sheet.addAction(UIAlertAction(title: "Heal Blemishes", style: .default) { _ in })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            self?.present(sheet, animated: true)
        }
        return UIMenu(children: [more])
    }

    // MARK: Anchors set in other ways

    private func showPresetSheet(from cell: UITableViewCell) {
        let sheet = UIAlertController(title: "Presets", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Save Current as Preset", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Manage Presets", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = cell
            popover.sourceRect = cell.bounds
            popover.permittedArrowDirections = [.up, .down]
        }
        present(sheet, animated: true)
    }

    private func showCompareSheet(anchor: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Compare with Original", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceItem = anchor
        present(sheet, animated: true)
    }

    // MARK: Sheets built across several statements

    private func showAlbumSheet(from view: UIView) {
        let title = "Add to Album"
        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
        let favorites = UIAlertAction(title: "Add to Favorites", style: .default) { _ in }
        let newAlbum = UIAlertAction(title: "New Album…", style: .default) { _ in }
        let shared = UIAlertAction(title: "Add to Shared Album", style: .default) { _ in }
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        sheet.addAction(favorites)
        sheet.addAction(newAlbum)
        sheet.addAction(shared)
        sheet.addAction(cancel)
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    // MARK: Actions that cannot all be seen

    private func showPresetPicker(from view: UIView) {
        let sheet = UIAlertController(title: "Apply Preset", message: nil, preferredStyle: .actionSheet)
        for preset in presets {
            sheet.addAction(UIAlertAction(title: preset, style: .default) { [weak self] _ in
                self?.edits.append(preset)
            })
        }
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    func presentSheet(title: String, actions: [UIAlertAction], from view: UIView) {
        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    private func showHistorySheet(from view: UIView) {
        let sheet = UIAlertController(title: "Edit History", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Undo Last Edit", style: .default) { _ in })
        sheet.addAction(makeClearHistoryAction())
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    private func makeClearHistoryAction() -> UIAlertAction {
        UIAlertAction(title: "Clear History", style: .destructive) { [weak self] _ in
            self?.edits.removeAll()
        }
    }

    // MARK: Built here, presented by the caller

    func makeShareSheet() -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share Photo", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Share Edits Only", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return sheet
    }

    func shareFromCell(_ cell: UICollectionViewCell) {
        let sheet = makeShareSheet()
        sheet.popoverPresentationController?.sourceView = cell
        present(sheet, animated: true)
    }

    // MARK: Alerts are not action sheets

    private func confirmRevertAll() {
        let alert = UIAlertController(title: "Revert All Photos?", message: "this can't be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Edits", style: .default) { _ in })
        alert.addAction(UIAlertAction(title: "Revert All", style: .destructive) { _ in })
        present(alert, animated: true)
    }

    private func adaptiveSheet(from view: UIView) {
        let style: UIAlertController.Style = traitCollection.userInterfaceIdiom == .pad ? .alert : .actionSheet
        let controller = UIAlertController(title: "Save Changes?", message: nil, preferredStyle: style)
        controller.addAction(UIAlertAction(title: "Save", style: .default) { _ in })
        controller.addAction(UIAlertAction(title: "Save as Copy", style: .default) { _ in })
        present(controller, animated: true)
    }
}
