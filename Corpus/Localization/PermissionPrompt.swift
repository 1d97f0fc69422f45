//
//  PermissionPrompt.swift
//  Murmur
//
//  The app looks its strings up through two functions of its own, named in this folder's
//  .buttonlint.yml (lookup-functions): L("key") and tr(key:fallback:). Their keys are read from
//  the catalog as NSLocalizedString's are; an unnamed function's argument is not read.
//

import UIKit

func L(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}

func tr(key: String, fallback: String) -> String {
    NSLocalizedString(key, value: fallback, comment: "")
}

func T(_ key: String) -> String {
    Bundle.main.localizedString(forKey: key, value: nil, table: "Prompts")
}

final class PermissionPrompt {
    func present(from controller: UIViewController, onAllow: @escaping () -> Void) {
        let alert = UIAlertController(title: L("prompt.title"), message: L("prompt.message"), preferredStyle: .alert)
        // "Allow always" in the catalog.
        alert.addAction(UIAlertAction(title: L("prompt.allow-always"), style: .default) { _ in onAllow() }) // expect: title-case
        alert.addAction(UIAlertAction(title: L("prompt.keep-both"), style: .default) { _ in onAllow() })
        // No catalog has the key: it is the text people see.
        alert.addAction(UIAlertAction(title: L("Allow once"), style: .default) { _ in onAllow() }) // expect: title-case
        // No catalog has the key: the fallback is shown.
        alert.addAction(UIAlertAction(title: tr(key: "prompt.ask-later", fallback: "ask me later"), style: .default)) // expect: title-case
        // T is no configured lookup function: its argument is not read.
        alert.addAction(UIAlertAction(title: T("deny for now"), style: .default))
        alert.addAction(UIAlertAction(title: L("Cancel"), style: .cancel))
        controller.present(alert, animated: true)
    }
}
