//
//  InspectorToggles.swift
//  Canvas
//
//  Titles built from a conditional of two literals: each branch is judged as the title people
//  see ("Hide Area" or "Show Area"), not as a title that starts with an unknown word.
//

import UIKit

final class InspectorToggles {
    var isAreaVisible = false
    var isGridOn = true
    var isLocked = false

    func actions() -> [UIAlertAction] {
        [
            UIAlertAction(title: "\(isAreaVisible ? "Hide" : "Show") Area", style: .default) { _ in },
            UIAlertAction(title: "\(isGridOn ? "Hide" : "Show") the Grid", style: .default) { _ in },
            // Both branches read "… dark mode": each is reported; the shared words are not the
            // branch's own, so neither finding rewrites them.
            UIAlertAction(title: "\(isGridOn ? "Enable" : "Disable") dark mode", style: .default) { _ in }, // expect: title-case, title-case
            // Only one branch is wrong, and its fix is in its own literal.
            UIAlertAction(title: "\(isLocked ? "unlock" : "Lock") Layers", style: .default) { _ in }, // expect: title-case
            // A branch that is not a verb is a title-verb finding, the other one is not.
            UIAlertAction(title: "\(isLocked ? "Locked" : "Lock") Layers", style: .default) { _ in }, // expect: title-verb
            UIAlertAction(title: "\(layerCount) Layers Selected", style: .default) { _ in }, // expect: title-verb
        ]
    }

    var layerCount: Int { 3 }
}
