import UIKit

/// UIKit titles behind `NSLocalizedString`, `String(localized:)` and generated accessors: each
/// key is looked up in its table's English catalog.
final class PhotoDialogs {
    func confirmRemoval(from controller: UIViewController) {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("remove_photo", tableName: "Dialogs", comment: ""), // expect: title-case
                                      style: .destructive) { _ in })
        alert.addAction(UIAlertAction(title: NSLocalizedString("keep_photo", tableName: "Dialogs", comment: ""),
                                      style: .default))
        alert.addAction(UIAlertAction(title: L10n.Common.cancel, style: .cancel))
        controller.present(alert, animated: true)
    }

    func acknowledge(in controller: UIViewController) {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        // The English catalog says "OK": nothing to report, although the key is lowercase.
        alert.addAction(UIAlertAction(title: NSLocalizedString("okay", tableName: "Dialogs", comment: ""), style: .default))
        controller.present(alert, animated: true)
    }

    func favoriteAction() -> UIAction {
        UIAction(title: NSLocalizedString("move_to_album", tableName: "Dialogs", comment: "")) { _ in } // expect: title-case
    }

    func keepAction() -> UIAction {
        UIAction(title: L10n.Sharing.keepPhoto) { _ in }
    }

    func signOutAction() -> UIAction {
        // Two `Settings` tables hold this key: which one the app reads cannot be told.
        UIAction(title: NSLocalizedString("sign out", tableName: "Settings", comment: "")) { _ in }
    }

    func layoutAction() -> UIAction {
        UIAction(title: String(localized: "reset_layout", table: "Settings")) { _ in } // expect: title-case
    }

    func hiddenAlbumsAction() -> UIAction {
        UIAction(title: String(localized: "show_hidden", defaultValue: "show hidden albums", table: "Settings")) { _ in }
    }

    func deleteAction(count: Int) -> UIAction {
        UIAction(title: L10n.Library.deleteItems(count), attributes: .destructive) { _ in } // expect: title-case
    }

    func sendAction() -> UIAction {
        UIAction(title: L10n.Sharing.sendCopy) { _ in } // expect: title-case
    }

    func draftAction() -> UIAction {
        // No catalog has the key and it reads as a key: not checked.
        UIAction(title: NSLocalizedString("drafts.save_title", comment: "")) { _ in }
    }
}
