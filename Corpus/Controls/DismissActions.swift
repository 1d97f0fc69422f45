//
//  DismissActions.swift
//  Pennywise
//
//  The cancel action of an alert, a dialog or a sheet is its dismiss button ("Not Now",
//  "Maybe Later…", "No Thanks"): no verb is asked of it. Its case and length still are, and the
//  same titles without the cancel role still want a verb.
//

import SwiftUI
import UIKit

struct ReviewPrompt: View {
    @State private var asksForReview = false
    @State private var offersBackup = false
    @State private var offersTrial = false

    var body: some View {
        BudgetList()
            .alert("Enjoying Pennywise?", isPresented: $asksForReview) {
                Button("Rate Pennywise") { requestReview() }
                Button("Maybe Later…", role: .cancel) { snooze() }
            }
            .confirmationDialog("Back Up Your Budgets", isPresented: $offersBackup) {
                Button("Back Up to iCloud") { backUp() }
                Button("no thanks", role: .cancel) { } // expect: title-case
            }
            .alert("Start a Free Trial?", isPresented: $offersTrial) {
                Button("Start Trial") { startTrial() }
                // Without the cancel role it is one more answer, and an answer wants a verb.
                Button("Maybe Later") { snooze() } // expect: title-verb
            }
    }
}

final class ImportViewController: UIViewController {
    func offerImport() {
        let alert = UIAlertController(title: "Import Transactions?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Import All", style: .default) { _ in self.importAll() })
        alert.addAction(UIAlertAction(title: "No Thanks", style: .cancel))
        alert.addAction(UIAlertAction(title: "This Month Only", style: .default) { _ in self.importMonth() }) // expect: title-verb
        present(alert, animated: true)
    }
}
