//
//  LabeledOptions.swift
//  Simdeck
//
//  Buttons in the content of a `LabeledContent` are the options of the setting or the action
//  its label names: no verb or length is asked of them.
//

import SwiftUI

struct PasteboardSettings: View {
    var body: some View {
        Form {
            LabeledContent("Copy pasteboard:") {
                HStack {
                    Button("Simulator → Mac", action: copyToMac)
                    Button("Mac → Simulator", action: copyToSimulator)
                }
            }
            LabeledContent {
                Button("Every Message from Every Category") { logging = .verbose }
            } label: {
                Text("Logging level")
            }
            // Outside one, a noun on a button still wants a verb.
            Button("Keychain") { resetKeychain() } // expect: title-verb
        }
    }
}
