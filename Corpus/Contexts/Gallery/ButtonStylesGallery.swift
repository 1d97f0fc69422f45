import SwiftUI

// A design-system gallery (its folder is `Gallery/`): sample titles, not reported by default.
struct ButtonStylesGallery: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("primary button") { }
                .buttonStyle(.borderedProminent)
            Button("Secondary") { }
                .buttonStyle(.bordered)
            Button("a very long button title that wraps onto two lines") { }
        }
    }
}
