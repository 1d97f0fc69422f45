import SwiftUI
import UIKit

// Actions an app shows only to its developers, decided at run time (a debugger attached, a
// hidden setting): nothing in the syntax says so but the titles, which say whom they are for.
struct MapDiagnosticsView: View {
    let isDebuggerAttached: Bool

    var body: some View {
        List {
            Button("clear map tiles") { } // expect: title-case
            if isDebuggerAttached {
                Button("Debug: Low memory") { }
                Button("Debug – reset tile cache") { }
                Button("Debug - automatic cache management for every layer") { }
                Button("[DEV] reload every layer from the server") { }
                Button("DEV: crash") { }
                Button("(Debug) show tile borders") { }
            }
            // A developer tool's own features, named with the word, are shipping UI.
            Button("Debugger settings") { } // expect: title-case
            Button("Debug area") { } // expect: title-case
            Button("Debug-only overlay") { } // expect: title-case
            // "Dev" counts only in capitals before a colon.
            Button("Dev: show tiles") { } // expect: title-case, title-verb
        }
    }
}

final class MapViewController: UIViewController {
    func showMapMenu(from source: UIView) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Debug: simulate a memory warning", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Download area", style: .default) { _ in }) // expect: title-case
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = source
        present(sheet, animated: true)
    }
}
