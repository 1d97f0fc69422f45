import SwiftUI

// A gallery, reported here (`contexts: [app, debug, gallery]`); tests stay unreported.
struct CardGallery: View {
    var body: some View {
        Button("flip card") { } // expect: title-case
    }
}

#Preview {
    Button("preview only") { }
}
