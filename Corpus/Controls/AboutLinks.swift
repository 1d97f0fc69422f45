//
//  AboutLinks.swift
//  Trailhead
//
//  The About window: links styled as links name where they go; buttons still name actions.
//

import SwiftUI
import AppKit

struct AboutLinks: View {
    @Environment(\.openURL) private var openURL
    @State private var showsAcknowledgements = false

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 24) {
                Button("Acknowledgements") { showsAcknowledgements = true }
                    .buttonStyle(.link)
                Button {
                    openURL(URL(string: "https://example.com/trailhead")!)
                } label: {
                    Label("GitHub Repository", systemImage: "link")
                }
                .buttonStyle(LinkButtonStyle())
                Button("Terms and Conditions of the Service") { openURL(URL(string: "https://example.com/terms")!) }
                    .buttonStyle(.link)
                Button("privacy policy") { openURL(URL(string: "https://example.com/privacy")!) } // expect: title-case
                    .buttonStyle(.link)
            }

            // A style set on a container reaches every button inside, unless a button sets its own.
            HStack {
                Button("Website") { openURL(URL(string: "https://example.com")!) }
                Button("Support Forum") { openURL(URL(string: "https://example.com/forum")!) }
                Button("Version History") { } // expect: title-verb
                    .buttonStyle(.bordered)
            }
            .buttonStyle(.link)

            // A plain style is not a link: the title still names an action.
            Button("Photo Library") { } // expect: title-verb
                .buttonStyle(.plain)
            Button("Check for Updates") { }
                .buttonStyle(HyperlinkTextStyle())

            // A link icon, or an action that only opens a URL, makes a link.
            Button { showsAcknowledgements = true } label: {
                Label("Changelog", systemImage: "link")
            }
            Button("Discussions") {
                guard let url = URL(string: "https://example.com/discussions") else { return }
                NSWorkspace.shared.open(url)
            }
            // Opening a URL beside other work is an action.
            Button("Diagnostics Archive") { // expect: title-verb
                NSWorkspace.shared.open(URL(string: "https://example.com/crashes")!)
                CrashReporter.shared.markRead()
            }
        }
        .padding()
        .sheet(isPresented: $showsAcknowledgements) { Text("Acknowledgements") }
    }
}

struct HyperlinkTextStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(.tint).underline()
    }
}
