//
//  PlaybackCommands.swift
//  Reelside
//
//  The menu bar: its commands name windows, places and settings as often as actions, and menus
//  are as wide as their longest item.
//

import SwiftUI

@main
struct ReelsideApp: App {
    @Environment(\.openURL) private var openURL

    var body: some Scene {
        WindowGroup { Text("Reelside") }
            .commands {
                PlaybackCommands()
                CommandGroup(replacing: .help) {
                    Button("Website") { openURL(URL(string: "https://example.com")!) }
                    Button("GitHub") { openURL(URL(string: "https://github.com/example/reelside")!) }
                    Button("Export Diagnostics Report for Support…") { }
                }
                CommandMenu("Library") {
                    Button("Recently Added") { }
                    Button("check for new episodes") { } // expect: title-case
                }
            }

        MenuBarExtra("Reelside", systemImage: "film") {
            Button("Resend last push notification") { } // expect: title-case
            Button("Now Playing") { }
        }
    }
}

struct PlaybackCommands: Commands {
    var body: some Commands {
        CommandMenu("Playback") {
            Button("Next Video") { }
                .keyboardShortcut(.rightArrow, modifiers: [.command])
            Button("Previous Video") { }
            Divider()
            Button("Faster") { }
            Button("Slower") { }
            Button("Volume Up") { }
        }
    }
}
