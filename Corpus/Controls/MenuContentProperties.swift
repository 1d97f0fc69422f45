//
//  MenuContentProperties.swift
//  Shelf
//
//  A library screen whose toolbar menu is built by a property and a function named as a menu's
//  content: their buttons are menu items, which name places and choices as often as actions.
//  The same titles on screen still name actions.
//

import SwiftUI

struct LibraryScreen: View {
    @StateObject private var library = LibraryModel()

    var body: some View {
        List(library.items) { item in
            Text(item.title)
        }
        .toolbar {
            Menu {
                menuContent
                sortMenuItems()
            } label: {
                Label("Options", systemImage: "ellipsis.circle")
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("Random Item") { library.pickRandom() } // expect: title-verb
                Button("Shuffle All") { library.shuffle() }
            }
        }
    }

    private var menuContent: some View {
        Group {
            Button("Random", systemImage: "dice") { library.pickRandom() }
            Button("Recently Added") { library.sort = .added }
            Button("rename library") { library.rename() } // expect: title-case
        }
    }

    @ViewBuilder
    private func sortMenuItems() -> some View {
        Button("Most Popular") { library.reload(order: .popular) }
        Button("Newest First") { library.reload(order: .newest) }
    }
}

final class LibraryModel: ObservableObject {
    enum Sort { case title, author, added }
    enum Order { case popular, newest }
    struct Item: Identifiable { let id = UUID(); let title: String }
    @Published var items: [Item] = []
    @Published var sort: Sort = .title

    func pickRandom() {}
    func shuffle() {}
    func rename() {}
    func reload(order: Order) {}
}
