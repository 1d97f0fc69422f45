import SwiftUI

// Shared between the phone and the watch: only the watchOS branch's sheet has a system Cancel.
struct SharedWorkoutMenu: View {
    @State private var showsMenu = false

    var body: some View {
        Button("Show Options") { showsMenu = true }
            .actionSheet(isPresented: $showsMenu) {
                #if os(watchOS)
                ActionSheet(title: Text("Workout"), buttons: [.default(Text("Lock Screen")), .default(Text("Add Lap"))])
                #else
                ActionSheet(title: Text("Workout"), buttons: [.default(Text("Share Route")), .default(Text("Add Lap"))]) // expect: sheet-cancel
                #endif
            }
    }
}
