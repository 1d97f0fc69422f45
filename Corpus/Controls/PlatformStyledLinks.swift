//
//  PlatformStyledLinks.swift
//  Trailhead
//
//  The help pane shared by the Mac and iPad apps: some modifiers of a button are for one
//  platform only, inside `#if` lines in the middle of its modifier chain. The style after them
//  is still the button's.
//

import SwiftUI

struct HelpPane: View {
    @State private var topic: HelpTopic = .gettingStarted

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Version History") { topic = .versionHistory }
            #if os(macOS)
                .controlSize(.small)
            #endif
                .buttonStyle(.link)
            Button("Keyboard Shortcuts") { topic = .shortcuts }
            #if os(macOS)
                .controlSize(.small)
                .help("Shows every shortcut")
            #else
                .font(.footnote)
            #endif
                .buttonStyle(.link)
            Button("Credits") { topic = .credits }
            #if DEBUG
                .border(.red)
            #endif
                .buttonStyle(.link)
            // A bordered button names an action, whatever the lines between its modifiers.
            Button("Privacy Report") { topic = .privacy } // expect: title-verb
            #if os(macOS)
                .controlSize(.large)
            #endif
                .buttonStyle(.bordered)
            Button("send feedback") { sendFeedback() } // expect: title-case
            #if os(iOS)
                .padding(.top)
            #endif
                .buttonStyle(.borderedProminent)
        }
    }

    private func sendFeedback() {}
}

enum HelpTopic {
    case gettingStarted, versionHistory, shortcuts, credits, privacy
}
