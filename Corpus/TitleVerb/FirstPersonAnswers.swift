//
//  FirstPersonAnswers.swift
//  Pennywise
//
//  An answer in the first person states the action with the verb after its pronoun ("I'll Do
//  It!", "We'll Remind You"): it passes title-verb. A pronoun followed by no verb does not.
//

import SwiftUI

struct WeeklyCheckIn: View {
    @State private var asksForReview = false

    var body: some View {
        VStack {
            Button("I'll Do It!") { startCheckIn() }
            Button("I’ll Rate It Later") { remindLater() }
            Button("I Agree") { accept() }
            Button("We'll Remind You Tomorrow") { scheduleReminder() }
            Button("I'm In") { join() } // expect: title-verb
            Button("I'll") { join() } // expect: title-verb
        }
    }
}
