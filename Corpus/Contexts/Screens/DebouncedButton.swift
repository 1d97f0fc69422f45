import SwiftUI

// "Debounced" is not "Debug": a shipping control, reported.
struct DebouncedButton: View {
    let action: () -> Void
    @State private var lastTap = Date.distantPast

    var body: some View {
        Button("send message") { // expect: title-case
            guard Date().timeIntervalSince(lastTap) > 0.5 else { return }
            lastTap = Date()
            action()
        }
    }
}
