import SwiftUI

// A real screen: the folder's name only contains "Inspector", so its titles are the app's own.
struct InspectorAreaView: View {
    @State private var isPinned = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("pin inspector") { isPinned.toggle() } // expect: title-case
            Button("Show History") { }
        }
    }
}
