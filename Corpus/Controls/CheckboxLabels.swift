//
//  CheckboxLabels.swift
//  Sweepwise
//
//  Checkbox and radio-button labels are written in sentence style: a button styled by a style
//  named as a toggle, a checkbox or a radio button is not cased as a button title. Other
//  options (a selection style) are still cased.
//

import SwiftUI

struct SearchOptionsView: View {
    @AppStorage("searchContent") private var searchContent = false
    @AppStorage("includeHidden") private var includeHidden = false
    @AppStorage("scope") private var scope = Scope.home

    var body: some View {
        VStack(alignment: .leading) {
            Button("Search file content") { searchContent.toggle() }
                .buttonStyle(CircleCheckboxButtonStyle(isSelected: searchContent))
            Button("Include hidden files and folders in every scan") { includeHidden.toggle() }
                .buttonStyle(CircleCheckboxButtonStyle(isSelected: includeHidden))

            HStack {
                Button("Home folder only") { scope = .home }
                Button("Whole disk") { scope = .disk }
            }
            .buttonStyle(RadioChoiceStyle())

            Button("Compact Rows") { compact() }
                .toggleButtonStyle(isOn: isCompact)

            // A selection style is an option: still cased as a title.
            Button("large icons") { iconSize = .large } // expect: title-case
                .buttonStyle(SelectionButtonStyle(isSelected: iconSize == .large))
        }
    }
}

struct CircleCheckboxButtonStyle: ButtonStyle {
    var isSelected: Bool
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            configuration.label
        }
    }
}
