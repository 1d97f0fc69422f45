//
//  EntryToolbar.swift
//  Journal (an XcodeGen project)
//

import SwiftUI

struct EntryToolbar: View {
    var body: some View {
        Button("canvas.export") { export() }
    }

    private func export() {}
}
