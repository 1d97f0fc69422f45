//
//  SyncOffsetControls.swift
//  Wavelength
//
//  Audio sync and playback quality: unit symbols keep their case after a number ("100 ms" is
//  not "100 Ms"); a title that is wrong elsewhere is still reported.
//

import SwiftUI

struct SyncOffsetControls: View {
    @Binding var offset: Double
    @Binding var frameRate: Int

    var body: some View {
        HStack {
            Button("Delay 100 ms") { offset -= 0.1 }
            Button("Advance 10 ms") { offset += 0.01 }
            Button("Limit to 30 fps") { frameRate = 30 }
            Button("Switch to 120 Hz") { frameRate = 120 }
            Button("Keep \(frameRate) fps") { }
            Button("Download 5 MB Sample") { }
            Button("delay 500 ms") { offset -= 0.5 } // expect: title-case
        }
    }
}
