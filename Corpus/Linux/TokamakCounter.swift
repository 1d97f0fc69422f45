//
//  TokamakCounter.swift
//  A counter on the desktop with Tokamak's GTK renderer (`import TokamakGTK`), and a static
//  page of the same buttons (`import TokamakStaticHTML` in a server target). Both are Tokamak:
//  SwiftUI-shaped buttons, Apple's title case.
//

import TokamakGTK

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
            HStack {
                Button("Subtract One") { count -= 1 }
                Button("Add One") { count += 1 }
                Button("reset counter", role: .destructive) { count = 0 } // expect: title-case
            }
            Button(role: .cancel, action: { count = 0 }) {
                Text("clear count") // expect: title-case
            }
        }
    }
}

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") {
            CounterView()
        }
    }
}
