//
//  PlaceholderRows.swift
//  Shelfie
//
//  Skeleton rows shown while a catalogue loads: disabled buttons that do nothing hold a place.
//

import SwiftUI

struct ShelfSkeleton: View {
    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { _ in
                Button {
                } label: {
                    Text("Loading")
                        .frame(maxWidth: .infinity)
                }
                .disabled(true)
            }
            Button("Placeholder Shelf Title for Layout") {}
                .opacity(0)
                .disabled(true)

            // A button that does nothing yet but can be pressed is a button.
            Button("Bookshelf") { } // expect: title-verb
            Button("Wishlist") { } // expect: title-verb
                .disabled(false)
        }
    }
}
