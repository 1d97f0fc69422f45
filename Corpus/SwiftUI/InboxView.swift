//
//  InboxView.swift
//  Postbox
//
//  Message list with swipe actions, context menus, a reply menu and a filter bar.
//

import SwiftUI

// MARK: - Model

struct Message: Identifiable, Hashable {
    let id: Int
    var sender: String
    var subject: String
    var preview: String
    var receivedAt: Date
    var isRead: Bool
    var isFlagged: Bool
    var mailbox: Mailbox
}

enum Mailbox: String, CaseIterable, Identifiable {
    case inbox = "Inbox", archive = "Archive", junk = "Junk", trash = "Trash"
    var id: String { rawValue }
}

@Observable
final class InboxStore {
    var messages: [Message] = []
    var mailbox: Mailbox = .inbox
    var searchText = ""
    var showUnreadOnly = false
    var lastError: Error?

    var visible: [Message] {
        messages
            .filter { $0.mailbox == mailbox }
            .filter { !showUnreadOnly || !$0.isRead }
            .filter { searchText.isEmpty || $0.subject.localizedCaseInsensitiveContains(searchText) }
            .sorted { $0.receivedAt > $1.receivedAt }
    }

    func move(_ message: Message, to mailbox: Mailbox) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].mailbox = mailbox
    }

    func toggleRead(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isRead.toggle()
    }

    func toggleFlag(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isFlagged.toggle()
    }

    func refresh() async {
        do {
            let url = URL(string: "https://mail.postbox.example/api/v2/messages?mailbox=\(mailbox.rawValue.lowercased())")!
            let (data, _) = try await URLSession.shared.data(from: url)
            print("fetched \(data.count) bytes")
        } catch {
            lastError = error
        }
    }
}

// MARK: - Inbox

struct InboxView: View {
    @State private var store = InboxStore()
    @State private var composing = false
    @State private var replyingTo: Message?

    var body: some View {
        NavigationSplitView {
            List(Mailbox.allCases, selection: Binding(get: { store.mailbox }, set: { store.mailbox = $0 ?? .inbox })) { box in
                Label(box.rawValue, systemImage: icon(for: box))
            }
            .navigationTitle("Mailboxes")
        } detail: {
            messageList
        }
        .sheet(isPresented: $composing) {
            ComposeSheet(replyTo: replyingTo)
        }
    }

    private func icon(for box: Mailbox) -> String {
        switch box {
        case .inbox: "tray"
        case .archive: "archivebox"
        case .junk: "xmark.bin"
        case .trash: "trash"
        }
    }

    private var messageList: some View {
        List {
            ForEach(store.visible) { message in
                MessageRow(message: message)
                    .swipeActions(edge: .leading, allowsFullSwipe: true) {
                        Button {
                            store.toggleRead(message)
                        } label: {
                            Label(message.isRead ? "Mark as Unread" : "Mark as Read", systemImage: "envelope.badge")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            store.move(message, to: .trash)
                        } label: {
                            Label("Trash", systemImage: "trash")
                        }
                        Button {
                            store.toggleFlag(message)
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                        Button {
                            store.move(message, to: .archive)
                        } label: {
                            Label("Archive", systemImage: "archivebox")
                        }
                        .tint(.purple)
                    }
                    .contextMenu {
                        Button("Reply") { reply(to: message) }
                        Button("Reply All") { reply(to: message) }
                        Button("Forward") { reply(to: message) }
                        Divider()
                        Button("Mark as read") { store.toggleRead(message) } // expect: title-case
                        Button("Mark As Junk") { store.move(message, to: .junk) } // expect: title-case
                        Button("Move to Archive") { store.move(message, to: .archive) }
                        Button("Move To Inbox") { store.move(message, to: .inbox) } // expect: title-case
                        Button("Mute Thread") { }
                        Button("Block Sender") { }
                        Button("Notify Me When Someone Replies") { }
                        Divider()
                        Button("Delete Message", role: .destructive) { store.move(message, to: .trash) }
                    }
            }
        }
        .listStyle(.plain)
        .searchable(text: $store.searchText, prompt: "search mail")
        .refreshable { await store.refresh() }
        .navigationTitle(store.mailbox.rawValue)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Menu {
                    Button("Reply") { }
                    Button("Reply all") { } // expect: title-case
                    Button("Forward as Attachment") { }
                    Button("Forward with Original Formatting") { }
                } label: {
                    Label("Reply", systemImage: "arrowshape.turn.up.left")
                }
                Button {
                    replyingTo = nil
                    composing = true
                } label: {
                    Label("Compose", systemImage: "square.and.pencil")
                }
                .keyboardShortcut("n")
            }
            ToolbarItem(placement: .status) {
                Toggle("Unread Only", isOn: $store.showUnreadOnly)
                    .toggleStyle(.button)
            }
            ToolbarItem(placement: .bottomBar) {
                Menu("Filter by") { // expect: title-case
                    Button("Unread") { store.showUnreadOnly = true }
                    Button("Flagged") { }
                    Button("With Attachments") { }
                    Button("Show All Messages") { store.showUnreadOnly = false }
                }
            }
        }
    }

    private func reply(to message: Message) {
        replyingTo = message
        composing = true
    }
}

// MARK: - Row

private struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                if !message.isRead {
                    Circle().fill(.blue).frame(width: 8, height: 8)
                        .accessibilityLabel("unread")
                }
                Text(message.sender).font(.headline)
                Spacer()
                Text(message.receivedAt, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(message.subject).lineLimit(1)
            Text(message.preview).lineLimit(2).foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

// MARK: - Compose

private struct ComposeSheet: View {
    let replyTo: Message?
    @Environment(\.dismiss) private var dismiss
    @State private var to = ""
    @State private var subject = ""
    @State private var bodyText = ""
    @State private var confirmDiscard = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("To:", text: $to)
                TextField("Subject:", text: $subject)
                TextEditor(text: $bodyText).frame(minHeight: 200)
            }
            .navigationTitle(replyTo.map { "Re: \($0.subject)" } ?? "New Message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if bodyText.isEmpty { dismiss() } else { confirmDiscard = true }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                        .disabled(to.isEmpty)
                }
                ToolbarItem(placement: .keyboard) {
                    Button("Attach Photo", systemImage: "paperclip") { }
                }
            }
            .confirmationDialog("Discard this draft?", isPresented: $confirmDiscard) {
                Button("Delete Draft", role: .destructive) { dismiss() }
                Button("Save Draft") { dismiss() }
            }
        }
    }
}
