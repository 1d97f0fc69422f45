import SwiftUI
import WatchKit

// A file that imports WatchKit is watchOS code: its action sheet has the system's Cancel.
struct WorkoutControls: View {
    @State private var showsEnd = false

    var body: some View {
        Button("End Workout") { showsEnd = true }
            .actionSheet(isPresented: $showsEnd) {
                ActionSheet(title: Text("End?"), buttons: [.default(Text("Save Workout")), .default(Text("Pause"))])
            }
    }
}
