//
//  SheetOptions.swift
//  Waymark
//
//  The actions of an alert or a sheet are its options when its title says the verb
//  ("Create Relation Type" ▸ "Multipolygon") or when their handlers set one value to different
//  things (a layout: left or right). Cancel actions take no part. A question's answers and the
//  actions of a sheet titled by a noun or by a state ("Upload Failed") still want verbs.
//

import UIKit

final class RelationEditor: UIViewController {
    var settings: MapSettings!

    func chooseRelationType() {
        let sheet = UIAlertController(title: NSLocalizedString("Create Relation Type", comment: ""), message: nil,
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: NSLocalizedString("Multipolygon", comment: ""), style: .default) { _ in
            self.create("multipolygon")
        })
        sheet.addAction(UIAlertAction(title: "Route Master", style: .default) { _ in self.create("route_master") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    func chooseButtonPosition() {
        let alert = UIAlertController(title: "Button Position",
                                      message: "The add button can sit on either side of the screen.",
                                      preferredStyle: .alert)
        let left = UIAlertAction(title: "Left side", style: .default, handler: { _ in // expect: title-case
            self.settings.buttonLayout = .left
            self.updateTitle()
        })
        let right = UIAlertAction(title: "Right Side", style: .default, handler: { _ in
            self.settings.buttonLayout = .right
            self.updateTitle()
        })
        alert.addAction(left)
        alert.addAction(right)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func confirmUpload() {
        let alert = UIAlertController(title: "Upload Changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Yes", style: .default) { _ in self.upload() }) // expect: title-verb
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func reportUploadFailure() {
        // A title that reports a state names no action, though its first word is a verb.
        let alert = UIAlertController(title: "Upload Failed", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Error Log", style: .default) { _ in self.copyLog() }) // expect: title-verb
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }

    func chooseTag() {
        let sheet = UIAlertController(title: "Relation Type", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Boundary", style: .default) { _ in self.create("boundary") }) // expect: title-verb
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true)
    }

    func chooseUnits() {
        // Both handlers set the same value: two actions, not a choice.
        let alert = UIAlertController(title: "Units", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Metric", style: .default) { _ in // expect: title-verb
            self.isBusy = true
            self.convert(to: .metric)
        })
        alert.addAction(UIAlertAction(title: "Imperial", style: .default) { _ in // expect: title-verb
            self.isBusy = true
            self.convert(to: .imperial)
        })
        present(alert, animated: true)
    }
}
