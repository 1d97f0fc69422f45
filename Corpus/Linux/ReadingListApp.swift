//
//  ReadingListApp.swift
//  Reading List (SwiftCrossUI)
//
//  A SwiftCrossUI app with a menu bar (`.commands { CommandMenu(…) }`), an alert scene and an
//  alert presented from the environment (`presentAlert`). SwiftCrossUI has no roles: every alert
//  button dismisses, so no role rule applies here ("Cancel" and "Delete" are plain buttons), and
//  an alert whose actions closure is empty shows SwiftCrossUI's own OK.
//

import SwiftCrossUI
import DefaultBackend
import Foundation

struct Book: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isRead = false
}

@main
struct ReadingListApp: App {
    @State var books: [Book] = []
    @State var showsClearAlert = false
    @State var showsAbout = false
    @State var compact = false

    var body: some Scene {
        WindowGroup("Reading List") {
            BookList(books: $books, showsClearAlert: $showsClearAlert)
        }
        .defaultSize(width: 480, height: 600)
        .commands {
            CommandMenu("Library") {
                Button("Add Book") { books.append(Book(title: "Untitled")) }
                Button("mark all as read") { markAllRead() } // expect: title-case
                Toggle("Compact Rows", isOn: $compact)
                Divider()
                Menu("Sort") {
                    Button("Sort by Title") { books.sort { $0.title < $1.title } }
                    // A menu-bar command names what it sorts by: no verb asked.
                    Button("Unread First") { }
                }
            }
            CommandMenu("help") { // expect: title-case
                Button("About Reading List") { showsAbout = true }
            }
        }

        AlertScene("Clear the reading list?", isPresented: $showsClearAlert) {
            Button("Clear List") { books.removeAll() }
            Button("Cancel") { }
        }

        // No actions: SwiftCrossUI adds its own OK.
        AlertScene("Reading List 1.0", isPresented: $showsAbout) {}
    }

    func markAllRead() {
        for index in books.indices { books[index].isRead = true }
    }
}

struct BookList: View {
    @Binding var books: [Book]
    @Binding var showsClearAlert: Bool
    @State var draft = ""
    @Environment(\.presentAlert) var presentAlert

    var body: some View {
        VStack {
            HStack {
                TextField("Title", text: $draft)
                Button("Add") { add() }
                Button("clear all") { showsClearAlert = true } // expect: title-case
            }
            ForEach(books) { book in
                HStack {
                    Text(book.title)
                    Spacer()
                    Button("Delete") { remove(book) }
                }
            }
        }
        .padding()
    }

    func add() {
        let title = draft.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else {
            Task {
                await presentAlert("A book needs a title") {}
            }
            return
        }
        books.append(Book(title: title))
        draft = ""
    }

    func remove(_ book: Book) {
        Task {
            let choice = await presentAlert("Delete \(book.title)?") {
                Button("Delete") { books.removeAll { $0.id == book.id } }
                Button("keep book") { } // expect: title-case
            }
            print("chose \(choice)")
        }
    }
}
