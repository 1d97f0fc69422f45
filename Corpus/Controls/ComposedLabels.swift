//
//  ComposedLabels.swift
//  Ledgerly
//
//  Buttons whose label is more than their text: a row with a spacer, a text that a chevron or a
//  logo continues. The text is a fragment of the label; an icon before a text is not.
//

import SwiftUI

struct AccountRows: View {
    @State private var showsHistory = false
    @State private var showsPicker = false
    var hasMoreHistory: Bool

    var body: some View {
        List {
            Button {
                showsHistory = true
            } label: {
                HStack {
                    Text("Recent Searches")
                        .font(.headline)
                    Spacer()
                    if hasMoreHistory {
                        Image(systemName: "chevron.down")
                    }
                }
            }

            Button(action: { showsPicker = true }) {
                HStack {
                    Text("Storage Used by Downloaded Statements")
                    Spacer()
                    ProgressView(value: 0.4)
                }
            }

            // The text goes on with a logo: "with" is not the label's last word.
            Button(action: signInWithBank) {
                HStack(spacing: 4) {
                    Text("Continue with")
                    Image("BankLogo")
                }
            }

            // A fragment is still checked for case inside the text.
            Button(action: showAll) {
                HStack {
                    Text("show all accounts") // expect: title-case
                    Image(systemName: "chevron.right")
                }
            }

            // An icon and its title: the text is the whole title.
            Button(action: { importFromPhotos() }) {
                HStack {
                    Image(systemName: "photo")
                    Text("Photo Library") // expect: title-verb
                }
            }

            Button(action: signInWithBank) {
                Text("Connect with") // expect: title-case
            }
        }
    }

    private func signInWithBank() {}
    private func showAll() {}
}
