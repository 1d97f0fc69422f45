import SwiftUI

/// SwiftUI looks the literal of `Button("…")`, `Text("…")` and `Menu("…")` up as a key in
/// `Localizable`: the catalog's English value is the title people see.
struct LibraryView: View {
    @State private var confirmingDelete = false
    let albums: [String]

    var body: some View {
        List(albums, id: \.self) { album in
            Text(album)
                .contextMenu {
                    Button("archive") { archive(album) }
                    Button(L10n.Library.emptyTrash, role: .destructive) { emptyTrash() } // expect: title-case
                    Button("Open in Photos") { open(album) }
                    // `verbatim:` is never looked up: the literal is the title.
                    Button { archive(album) } label: { Text(verbatim: "archive") } // expect: title-case
                }
        }
        .toolbar {
            ToolbarItem {
                Button("library.delete_all", role: .destructive) { // expect: title-case
                    confirmingDelete = true
                }
            }
            ToolbarItem {
                Button(LocalizedStringKey("archive")) { archiveAll() }
            }
            ToolbarItem {
                Button(role: .destructive) {
                    confirmingDelete = true
                } label: {
                    Label("library.delete_all", systemImage: "trash") // expect: title-case
                }
            }
        }
    }

    private func archive(_ album: String) {}
    private func archiveAll() {}
    private func emptyTrash() {}
    private func open(_ album: String) {}
}
