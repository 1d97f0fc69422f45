//
//  AccountSettingsView.swift
//  Postbox
//

import SwiftUI

struct AccountSettingsView: View {
    let account: MailAccount

    var body: some View {
        List {
            Button("Edit signature") { account.editSignature() }
            Button("Add another account") { account.addAnother() }
            Button("Sign out of Postbox") { account.signOut() }
            Button("Export all mailboxes") { account.export() }
        }
    }
}
