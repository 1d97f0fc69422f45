import SwiftUI

// A debug screen, reported here: the folder's configuration checks the `debug` context.
struct LogViewer: View {
    var body: some View {
        VStack {
            Button("clear log") { } // expect: title-case
            #if DEBUG
            Button("copy log") { } // expect: title-case
            #endif
        }
    }
}
