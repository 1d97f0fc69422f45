import SwiftUI

// A design-system inspector (its folder is `Inspectors/`): not reported by default.
struct ShadowInspector: View {
    @Binding var radius: Double

    var body: some View {
        Form {
            Slider(value: $radius, in: 0...20)
            Button("reset radius") { radius = 4 }
        }
    }
}
