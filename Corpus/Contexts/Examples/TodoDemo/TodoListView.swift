import SwiftUI

// A library's example app (below `Examples/`): not reported by default.
struct TodoListView: View {
    @State private var items: [String] = []

    var body: some View {
        NavigationStack {
            List(items, id: \.self) { Text($0) }
                .toolbar {
                    Button("add todo") { items.append("New") }
                }
        }
    }
}
