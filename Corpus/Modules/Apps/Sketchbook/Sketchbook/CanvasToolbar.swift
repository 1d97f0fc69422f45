//
//  CanvasToolbar.swift
//  Sketchbook (an Xcode project)
//
//  Sketchbook's catalog says "Export canvas"; Journal, another app in the same run, says
//  "Export Entry" for the same key. Each app reads its own.
//

import SwiftUI

struct CanvasToolbar: View {
    var body: some View {
        Button("canvas.export") { export() } // expect: title-case
    }

    private func export() {}
}
