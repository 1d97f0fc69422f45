//
//  Localization.swift
//  Shoebox
//
//  Localized titles in the shapes the app uses them: NSLocalizedString with and without
//  a development value, String(localized:), LocalizedStringKey, and translated strings
//  that were pasted in directly during the Chinese, Russian and Arabic betas.
//

import SwiftUI
import UIKit

// MARK: - Strings used outside views

enum L10n {
    static let appName = NSLocalizedString("app.name", value: "Shoebox", comment: "Name shown on the home screen")
    static let emptyLibrary = NSLocalizedString("library.empty", value: "no photos yet", comment: "Shown when the library is empty")
    static func photoCount(_ count: Int) -> String {
        String(format: NSLocalizedString("library.count", value: "%d photos", comment: "Number of photos"), count)
    }
}

// MARK: - SwiftUI

struct LocalizedActionsView: View {
    @State private var showingTrashAlert = false
    @State private var isFavorite = false
    let photoName: String

    var body: some View {
        VStack(spacing: 12) {
            Text(L10n.emptyLibrary)
            Text(LocalizedStringKey("library.footer"))
            Text(NSLocalizedString("library.hint", value: "tap a photo to see it full screen", comment: ""))

            Button(NSLocalizedString("Delete", comment: "Delete the selected photo")) { showingTrashAlert = true }
            Button(NSLocalizedString("photo.share.button", value: "Share Photo", comment: "")) { }
            Button(NSLocalizedString("photo.duplicate.button", value: "duplicate photo", comment: "")) { } // expect: title-case
            Button(NSLocalizedString("photo_rotate_button", comment: "Rotate the photo 90°")) { }
            Button(NSLocalizedString("photo.crop.button", comment: "")) { }
            Button(NSLocalizedString("share photo", comment: "Share sheet")) { } // expect: title-case
            Button(NSLocalizedString("Photo info", comment: "Show metadata")) { } // expect: title-case, title-verb
            Button(NSLocalizedString(
                "photo.print.button",
                value: "print photo", // expect: title-case
                comment: "Print the selected photo"
            )) { }
            Button(NSLocalizedString("photo.hide", tableName: "PhotoActions", bundle: .main, value: "Hide", comment: "")) { }
            Button(NSLocalizedString("photo.archive", tableName: "PhotoActions", bundle: .main, value: "archive all", comment: "")) { } // expect: title-case

            Button(String(localized: "Export as PDF")) { }
            Button(String(localized: "export as pdf")) { } // expect: title-case
            Button(String(localized: "onboarding.continue")) { }
            Button(String(localized: "Favourites")) { } // expect: title-verb

            Button(LocalizedStringKey("Add to Favorites")) { isFavorite = true }
            Button(LocalizedStringKey("add to favorites")) { isFavorite = true } // expect: title-case
            Button(LocalizedStringKey("photo.favorite.remove")) { isFavorite = false }

            Button {
                isFavorite.toggle()
            } label: {
                Text(verbatim: "Copy \(photoName)")
            }
            Button {
                print("renaming \(photoName)")
            } label: {
                Text(verbatim: "rename") // expect: title-case
            }
            Button {
            } label: {
                Text(verbatim: "Metadata") // expect: title-verb
            }

            Button("save") { } // expect: title-case
            Button("Don’t Save") { }
            Button("Don't save") { } // expect: title-case
            Button("Settings…") { }
            Button("Settings...") { }
            Button("Settings") { }
        }
        .alert(NSLocalizedString("trash.alert.title", value: "move this photo to the trash?", comment: ""), isPresented: $showingTrashAlert) {
            Button(NSLocalizedString("trash.alert.confirm", value: "Move to Trash", comment: ""), role: .destructive) { }
            Button(NSLocalizedString("Cancel", comment: ""), role: .cancel) { }
        }
    }
}

// MARK: - Translated titles

/// During the regional betas some strings were hard-coded while the catalogs caught up.
struct RegionalBetaView: View {
    var body: some View {
        List {
            Section("简体中文") {
                Button("删除照片") { }
                Button("分享") { }
            }
            Section("Русский") {
                Button("Удалить все фото") { }
                Button("отмена") { }
            }
            Section("العربية") {
                Button("حذف") { }
            }
            Section("日本語") {
                Button("写真を共有") { }
            }
            Section("Symbols") {
                Button("+") { }
                Button("…") { }
                Button("1 / 24") { }
                Button("🗑") { }
                Button("→") { }
            }
        }
    }
}

// MARK: - UIKit

final class LocalizedAlertPresenter {
    func presentDeleteConfirmation(from controller: UIViewController, count: Int) {
        let alert = UIAlertController(
            title: NSLocalizedString("delete.confirm.title", value: "delete photos?", comment: ""),
            message: String(format: NSLocalizedString("delete.confirm.message", value: "%d photos will be removed.", comment: ""), count),
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: NSLocalizedString("delete.confirm.button", value: "Delete %d Photos", comment: ""), style: .destructive))
        alert.addAction(UIAlertAction(title: NSLocalizedString("delete.keep.button", value: "keep them", comment: ""), style: .default)) // expect: title-case
        alert.addAction(UIAlertAction(title: NSLocalizedString("delete_cancel_button", comment: ""), style: .cancel))
        controller.present(alert, animated: true)
    }

    func presentFormatted(from controller: UIViewController, name: String) {
        let alert = UIAlertController(title: name, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Move %@ to %@", comment: "Move item to folder"), style: .default))
        alert.addAction(UIAlertAction(title: NSLocalizedString("rename %@", comment: ""), style: .default)) // expect: title-case
        alert.addAction(UIAlertAction(title: NSLocalizedString("%@ Options", comment: ""), style: .default))
        alert.addAction(UIAlertAction(title: String(format: NSLocalizedString("share %@", comment: ""), name), style: .default))
        alert.addAction(UIAlertAction(title: String(localized: "Not Now"), style: .cancel))
        controller.present(alert, animated: true)
    }

    func translatedSheetTitles() -> [UIAlertAction] {
        [
            UIAlertAction(title: "削除", style: .destructive),
            UIAlertAction(title: "Supprimer", style: .destructive), // expect: title-verb
            UIAlertAction(title: "Отменить", style: .cancel),
            UIAlertAction(title: "settings.delete.title", style: .default),
            UIAlertAction(title: "delete-account", style: .default),
        ]
    }
}
