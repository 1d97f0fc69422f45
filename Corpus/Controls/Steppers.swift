//
//  Steppers.swift
//  Cadence
//
//  Buttons titled by a signed number step a value: an adjustment, not an action. No verb or
//  length is asked of them; their case still is.
//

import SwiftUI

struct AudioDelayView: View {
    @Binding var delay: Int
    @Binding var speed: Double

    var body: some View {
        VStack {
            HStack {
                Button("\u{2212}100 ms") { delay -= 100 }
                Button("−10 ms") { delay -= 10 }
                Button("+10 ms") { delay += 10 }
                Button("+100 ms") { delay += 100 }
            }
            HStack {
                Button("-5") { delay -= 5 }
                Button("±1 Frame for Each Second of Drift") { nudge() }
                Button("+1 day") { postpone(days: 1) } // expect: title-case
            }
            // A number without a sign is no step.
            Button("10 Seconds Back") { speed = 1 } // expect: title-verb
        }
    }
}
