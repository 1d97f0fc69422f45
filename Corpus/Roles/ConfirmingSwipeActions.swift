import SwiftUI

/// Swipe actions that ask before they delete: the red tint is the marking, because a destructive
/// role would animate the row away before the confirmation is answered.
struct DraftsListView: View {
    @State private var drafts: [Draft] = []
    @State private var pendingDeletion: Draft?
    @State private var showsClearConfirmation = false

    var body: some View {
        List(drafts) { draft in
            Text(draft.subject)
                .swipeActions {
                    // Opens the confirmation below; the tint draws it red.
                    Button("Delete") { pendingDeletion = draft }
                        .tint(.red)
                    Button("Discard") {
                        withAnimation { showsClearConfirmation = true }
                    }
                    .tint(.red)
                    // Deletes at once: it needs the destructive role.
                    Button("Remove") { drafts.removeAll { $0.id == draft.id } } // expect: destructive-role
                        .tint(.red)
                    // Asks first, but is not drawn red.
                    Button("Erase") { pendingDeletion = draft } // expect: destructive-role
                        .tint(.orange)
                }
        }
        .confirmationDialog("Delete this draft?", isPresented: .constant(pendingDeletion != nil)) {
            Button("Delete Draft", role: .destructive) { drafts.removeAll { $0.id == pendingDeletion?.id } }
            Button("Cancel", role: .cancel) { pendingDeletion = nil }
        }
    }
}

struct Draft: Identifiable {
    let id = UUID()
    var subject: String
}
