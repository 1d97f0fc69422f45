import SwiftUI

// A watchOS target's folder (`Trail Watch App/`): the system adds Cancel to every action
// sheet, so none is missing here. Titles are still the app's own and still checked.
struct RouteActionsView: View {
    @State private var showsActions = false

    var body: some View {
        Button("route options") { showsActions = true } // expect: title-case
            .actionSheet(isPresented: $showsActions) {
                ActionSheet(title: Text("Route"), buttons: [.default(Text("Start Route")), .default(Text("Reverse Route"))])
            }
    }
}
