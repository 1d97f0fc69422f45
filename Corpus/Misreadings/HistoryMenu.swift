//
//  HistoryMenu.swift
//  Atlas
//
//  "Reset" and "Clear" destroy something only with an object that holds data ("Clear History",
//  "Reset All Settings"); alone or on view state ("Reset Zoom", "Reset Size") they do not.
//

import SwiftUI

struct HistoryMenu: View {
    @Binding var zoom: Double
    @Binding var sidebarWidth: Double
    let store: HistoryStore

    var body: some View {
        List(store.visits) { visit in
            Text(visit.title)
        }
        .contextMenu {
            Button("Reset Zoom") { zoom = 1 }
            Button("Reset Size") { sidebarWidth = 240 }
            Button("Reset") { zoom = 1; sidebarWidth = 240 }
            Button("Clear") { store.deselectAll() }
            Button("Clear History") { store.removeAll() } // expect: destructive-role
            Button("Reset All Settings") { store.resetSettings() } // expect: destructive-role
            Button("Clear Restoration State") { store.forgetWindows() } // expect: destructive-role
            Button("Clear Website Data", role: .destructive) { store.removeWebsiteData() }
            Button("Delete Visit") { store.removeLast() } // expect: destructive-role
        }
    }
}
