//
//  BackupDialogs.swift
//  Backups (GTK 3, rhx/SwiftGtk)
//
//  The dialogs of a small backup tool written against SwiftGtk. A dialog button's role is its
//  response type: `.cancel` (and the other dismissals, `.close`, `.reject`, `.no`) is the cancel.
//  SwiftGtk's `Dialog(firstText:secondText:)` gives the first button `.cancel` and the second
//  `.ok` when none is written; with a third button, `.help`, `.cancel` and `.ok`. An `_` in a
//  mnemonic title marks the access key: it is not text, and a fix never touches it.
//

import Gtk

final class BackupWindow {
    let window: ApplicationWindowRef

    init(application: ApplicationRef) {
        window = ApplicationWindowRef(application: application)
        window.title = "Backups"
        window.setDefaultSize(width: 640, height: 400)

        let backUp = Button(mnemonic: "_Back Up Now")
        backUp.styleContext.addClass(className: "suggested-action")
        backUp.onClicked { [weak self] _ in self?.startBackup() }

        let restore = ButtonRef(mnemonic: "_restore from archive") // expect: title-case
        restore.onClicked { [weak self] _ in self?.chooseArchive() }

        let erase = Button(label: "Erase Backup Disk")
        erase.styleContext.addClass(className: "destructive-action")
        erase.onClicked { [weak self] _ in self?.confirmErase() }

        let header = HeaderBar()
        header.showCloseButton = true
        header.packStart(child: backUp)
        header.packEnd(child: erase)
        header.packEnd(child: restore)
        window.set(titlebar: header)
        window.showAll()
    }

    private func startBackup() {}

    private func chooseArchive() {
        // The first button answers `.cancel`.
        let chooser = FileChooserDialog(title: "Open Archive", action: .open, firstText: "Cancel", secondText: "open archive") // expect: title-case
        chooser.onResponse { dialog, _ in dialog.destroy() }
        chooser.showAll()

        let native = FileChooserNative(title: "Choose a Folder", action: .selectFolder, acceptLabel: "Choose", cancelLabel: "Cancel")
        _ = native.run()
    }

    private func confirmErase() {
        // The first button defaults to `.cancel`: a correct Cancel.
        let erase = Dialog(title: "Erase the backup disk?", firstText: "Cancel", secondText: "Erase Disk",
                           secondResponseType: .accept)
        erase.onResponse { dialog, _ in dialog.destroy() }
        erase.showAll()

        // The defaults put `.cancel` on the first button: "Cancel", second, answers `.ok`.
        let stop = Dialog(firstText: "Stop Backup", secondText: "Cancel") // expect: cancel-role
        stop.onResponse { dialog, _ in dialog.destroy() }

        // Written response types: the second is the cancel.
        let keep = Dialog(firstText: "Keep Both", firstResponseType: .accept, secondText: "Cancel",
                          secondResponseType: .cancel)
        keep.onResponse { dialog, _ in dialog.destroy() }

        // Three buttons: `.help`, `.cancel` and `.ok`.
        let unsaved = Dialog(title: "Unsaved Schedule", firstText: "Help", secondText: "Cancel", thirdText: "Save Schedule")
        unsaved.onResponse { dialog, _ in dialog.destroy() }

        // A one-button dialog whose button answers `.ok`, its default.
        let done = Dialog(title: "Backup complete", text: "close window") // expect: title-case
        done.onResponse { dialog, _ in dialog.destroy() }

        // The message is no title; the buttons are GTK's own.
        let full = MessageDialog(type: .warning, buttons: .okCancel, text: "the backup disk is full")
        full.onResponse { dialog, _ in dialog.destroy() }
    }

    private func askToReplace() {
        let dialog = Dialog()
        dialog.title = "Replace the existing backup?"
        dialog.addButton(buttonText: "Cancel", responseID: Int(ResponseType.cancel.rawValue))
        dialog.addButton(buttonText: "replace backup", responseID: Int(ResponseType.accept.rawValue)) // expect: title-case
        dialog.onResponse { dialog, _ in dialog.destroy() }
        dialog.showAll()
    }

    private func askToOverwrite() {
        // The button titled Cancel answers `.ok`: the app reads it as the confirmation.
        let dialog = MessageDialog(type: .question, buttons: .none, text: "Overwrite the archive?")
        dialog.addButton(buttonText: "Overwrite", responseID: Int(ResponseType.accept.rawValue))
        dialog.addButton(buttonText: "Cancel", responseID: Int(ResponseType.ok.rawValue)) // expect: cancel-role
        dialog.onResponse { dialog, _ in dialog.destroy() }
        dialog.showAll()
    }
}
