import SwiftUI

// One file, several contexts decided by the syntax around each title.
struct AccountScreen: View {
    @State private var showsDeveloperMenu = false

    var body: some View {
        List {
            Button("sign out") { } // expect: title-case
            #if DEBUG
            Button("reset onboarding state") { }
            Button("Open developer menu") { showsDeveloperMenu = true }
            #else
            Button("rate the app") { } // expect: title-case
            #endif
            #if !DEBUG
            Button("send feedback") { } // expect: title-case
            #else
            Button("send fake crash report") { }
            #endif
            Text("Inbox")
                .accessibilityActions {
                    Button("mark all as read") { }
                    Button("Archive") { }
                }
                .accessibilityAction(named: "Delete") { }
        }
        .sheet(isPresented: $showsDeveloperMenu) { DeveloperSettingsView() }
    }
}

// A developer settings screen: "Developer" is a word of the type's name.
struct DeveloperSettingsView: View {
    var body: some View {
        Form {
            Button("clear image cache") { }
            Button("Log all network requests") { }
        }
    }
}

extension DeveloperSettingsView {
    var resetButton: some View {
        Button("reset everything") { }
    }
}

// "Developer" as a whole word names a developer screen, so this type is read as one too.
struct DeveloperRelationsView: View {
    var body: some View {
        Button("contact us") { }
    }
}

// "Development" is not "Developer": a shipping screen (cleaning development files), reported.
struct DevelopmentView: View {
    var body: some View {
        Button("remove derived data") { } // expect: title-case
    }
}

#Preview {
    Button("tap me") { }
}
