//
//  InlineTextButtons.swift
//  Threadline
//
//  Plain buttons whose label is small text with no shape around it read as text in the flow of
//  a comment thread: they take the casing of the text around them. A plain button with a shape,
//  or in a body text style, is still a button.
//

import SwiftUI

struct ReplyThread: View {
    @State private var showsReplies = false
    @State private var showsSafari = false
    var comment: Comment
    var accent: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(comment.body)

            Button {
                Task { await loadMoreReplies() }
            } label: {
                Text("Load more replies")
                    #if os(macOS)
                    .font(.subheadline)
                    #else
                    .font(.caption)
                    #endif
                    .foregroundStyle(accent)
            }
            .buttonStyle(.plain)
            .padding(.leading, 40)

            // An icon before the text leaves it text in the flow.
            Button {
                withAnimation { showsReplies.toggle() }
                markSeen()
            } label: {
                HStack(spacing: 4) {
                    Image(systemName: "chevron.down")
                        .font(.caption2)
                    Text("Hide earlier replies")
                        .font(.footnote.weight(.medium))
                }
            }
            .buttonStyle(BorderlessButtonStyle())

            HStack {
                Button("Report this comment") { report(comment) }
                    .font(.caption)
                Button("Copy link to comment") { copyLink(comment) }
                    .font(.caption2)
                // A fixed point size as small as a footnote's is small text too.
                Button("Translate this comment") { translate(comment) }
                    .font(.system(size: 12, weight: .medium))
                // A body-sized one is not.
                Button("share comment") { share(comment) } // expect: title-case
                    .font(.system(size: 17))
            }
            .buttonStyle(.borderless)

            // A capsule around the text makes it a button again.
            Button {
                showsSafari = true
            } label: {
                Text("Learn more…") // expect: title-case
                    .font(.caption)
                    .padding(.vertical, 5)
                    .padding(.horizontal, 11)
                    .background(Capsule().fill(.tint.opacity(0.1)))
            }
            .buttonStyle(.borderless)

            // A padded subheadline is a button's text; a body style is too.
            Button {
                subscribe()
            } label: {
                Text("Subscribe to thread") // expect: title-case
                    .font(.subheadline)
                    .padding(8)
            }
            .buttonStyle(.plain)
            Button("Mute this thread") { mute() } // expect: title-case
                .font(.body)
                .buttonStyle(.plain)

            // Small text with the system's button look is still a button.
            Button("Pin to top") { pin() } // expect: title-case
                .font(.caption)
                .buttonStyle(.bordered)
        }
    }
}
