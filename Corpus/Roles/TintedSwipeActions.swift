import SwiftUI

/// Swipe actions tinted red: the tint is the marking, whatever the action does. A destructive
/// role would animate the row away before a confirmation is answered, so teams tint instead.
struct DraftsListView: View {
    @State private var drafts: [Draft] = []
    @State private var pendingDeletion: Draft?
    @State private var showsClearConfirmation = false
    let viewModel: DraftsViewModel
    let onDelete: (Draft) -> Void

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
                    // Asks through the view model or the parent view: red all the same.
                    Button("Delete Draft") { viewModel.confirmDelete(draft) }
                        .tint(.red)
                    Button("Remove") { onDelete(draft) }
                        .tint(Color.red)
                    // Deletes at once, and is drawn red.
                    Button("Erase") { drafts.removeAll { $0.id == draft.id } }
                        .tint(.red)
                    // Asks first, but is not drawn red.
                    Button("Erase Draft") { pendingDeletion = draft } // expect: destructive-role
                        .tint(.orange)
                }
                .swipeActions(edge: .leading) {
                    // Neither red nor destructive.
                    Button("Delete Copy") { viewModel.deleteCopy(of: draft) } // expect: destructive-role
                }
                .contextMenu {
                    // A tint does not draw a menu's item red.
                    Button("Delete") { onDelete(draft) } // expect: destructive-role
                        .tint(.red)
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
