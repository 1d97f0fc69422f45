import SwiftUI

// A debug screen (its folder is `Debug/`): none of its titles is reported by default.
struct FeatureFlagsView: View {
    @State private var confirmsReset = false

    var body: some View {
        List {
            Button("reset all feature flags to their defaults") { confirmsReset = true }
            Button("Crash") { fatalError("debug crash") }
            Button("dump keychain") { }
        }
        .confirmationDialog("Reset flags?", isPresented: $confirmsReset) {
            Button("Delete Overrides") { }
        }
    }
}
