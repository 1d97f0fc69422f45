//
//  OptionButtons.swift
//  Fieldnotes
//
//  Buttons that choose among options or toggle a panel: they name the option, not an action.
//

import SwiftUI

struct GeometryChooser: View {
    @Binding var geometry: GeometrySet
    @State private var showsInspector = false
    @State private var showsConsole = false
    @State private var favoritesOnly = false

    var body: some View {
        VStack {
            HStack {
                Button(action: { geometry.point.toggle() }) {
                    Text("Point")
                }
                .selectionButtonStyle(isOn: geometry.point)

                Button("Closed Area") { geometry.area = true }
                    .buttonStyle(CheckboxButtonStyle(isSelected: geometry.area))

                Button("Vertex") { geometry.vertex = true }
                    .buttonStyle(RadioButtonStyle())
            }

            // A label whose icon shows a state is a toggle.
            Button {
                favoritesOnly = !favoritesOnly
            } label: {
                Label("Favorites", systemImage: favoritesOnly ? "star.fill" : "star")
            }

            // An action that only flips a flag shows or hides something.
            Button {
                withAnimation { showsInspector.toggle() }
            } label: {
                Label("Inspector", systemImage: "sidebar.trailing")
            }
            Button("Console") { showsConsole.toggle() }

            // A flag flipped beside other work is an action like any other.
            Button("Statistics") { // expect: title-verb
                showsConsole.toggle()
                geometry.reset()
            }

            Picker("Layout", selection: $geometry.layout) {
                Button("Grid") { geometry.layout = .grid }
                Button("Columns") { geometry.layout = .columns }
            }
        }
    }
}

struct CheckboxButtonStyle: ButtonStyle {
    var isSelected: Bool
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.square" : "square")
            configuration.label
        }
    }
}

struct RadioButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}
