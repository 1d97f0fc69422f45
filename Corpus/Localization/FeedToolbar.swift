//
//  FeedToolbar.swift
//  Murmur
//
//  A feed's toolbar whose titles are SwiftUI keys with interpolations. The compiler stores each
//  in the String Catalog under a key with format specifiers ("feed.mute %@" for a String,
//  "feed.download %lld of %lld" for two Ints), so that is the key the catalog is asked for.
//

import SwiftUI

struct FeedToolbar: View {
    let posts: [Post]
    let author: Author
    let selection: Set<Post.ID>
    @State private var rating = 4.5
    @State private var speed = 1.5
    @State private var done = 0
    @State private var total = 0
    @State private var reports = 0
    @State private var hidden = 0

    var body: some View {
        HStack {
            // "Show %lld Posts": only the integer key exists, whatever the count's type.
            Button("feed.post-count \(posts.count)") { showAll() }
            // "mute %@" is the catalog's text: reported at the key.
            Button("feed.mute \(author.name)") { mute() } // expect: title-case
            Button(String(localized: "feed.mute \(author.name)")) { mute() } // expect: title-case
            // A Double makes "%lf": "Rate %lf Stars".
            Button("feed.rate \(rating)") { rate() }
            // Two values: "Download %lld of %lld".
            Button("feed.download \(done) of \(total)") { download() }
            // An explicit specifier is the key's: "Play at %.1fx speed".
            Button {
                play()
            } label: {
                Text("feed.playback-speed \(speed, specifier: "%.1f")") // expect: title-case
            }
            // Both "feed.share %@" and "feed.share %lld" exist: which one the value makes cannot
            // be told from syntax, so the title is not read.
            Button("feed.share \(selection)") { share() }
            // Keys no catalog has: they read as keys, so they are not titles people see.
            Button("feed.unfollow \(author.name)") { unfollow() }
            Button(String(localized: "feed.report-count \(reports)")) { report() }
            // Text no catalog has is read as written.
            Button("Hide \(hidden) replies") { hideReplies() } // expect: title-case
            // Another module's catalog (Modules/Sources/Reader) is not this file's: read as written.
            Button("Archive Shelf") { archive() }
        }
    }

    private func showAll() {}
    private func mute() {}
    private func rate() {}
    private func download() {}
    private func play() {}
    private func share() {}
    private func unfollow() {}
    private func report() {}
    private func hideReplies() {}
    private func archive() {}
}

struct Post: Identifiable {
    let id: UUID
}

struct Author {
    let name: String
}
