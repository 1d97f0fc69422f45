//
//  Destinations.swift
//  Harbor
//
//  Buttons whose action does nothing but navigate, present or raise a presentation flag name
//  the place they open: no verb is asked of them. Their length and case still are. An action
//  that does anything else is an action.
//

import SwiftUI

struct SignInView: View {
    @StateObject var viewModel: SignInViewModel
    @EnvironmentObject private var router: Router
    @State private var showingErrorSheet = false
    @State private var isPresentingHelp = false
    @State private var pendingCredentialsSheet = false
    @State private var showingServerMenu = false
    @State private var path = NavigationPath()
    @State private var selectedTab = Tab.library

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Section {
                    Button {
                        router.route(
                            to: .quickConnect(server: viewModel.server) { secret in
                                await viewModel.signIn(secret: secret)
                            }
                        )
                    } label: {
                        Text("Quick Connect")
                            .frame(maxWidth: .infinity)
                    }
                    Button("Security", systemImage: "lock") {
                        router.route(to: .security(policy: $viewModel.policy))
                    }
                    Button("Error Details") { showingErrorSheet = true }
                    Button("Troubleshooting") {
                        withAnimation(.spring()) { self.isPresentingHelp = true }
                    }
                    Button("Server Log") { path.append(Route.serverLog) }
                    Button("Terminal…") { viewModel.server.openTerminal() }
                    Button("Permissions") { showPermissionsSheet() }
                    Button("Recent Servers") { coordinator?.push(.recentServers) }
                    // A sheet waiting to be shown, opened from a popover that closes first.
                    Button("Saved Credentials") {
                        pendingCredentialsSheet = true
                        showingServerMenu = false
                    }
                }

                // A destination's title is still held to a button's length and case.
                Button("Advanced Connection Settings and Certificates") { router.route(to: .advanced) } // expect: title-length
                Button("privacy report") { router.route(to: .privacyReport) } // expect: title-case

                // Anything besides opening a place makes an action.
                Button("Library") { selectedTab = .library } // expect: title-verb
                Button("Shutdown") { shutdown() } // expect: title-verb
                Button("Diagnostics") { // expect: title-verb
                    viewModel.collectDiagnostics()
                    showingErrorSheet = true
                }
                Button("Warnings") { showingErrorSheet = false } // expect: title-verb
                Button("Credentials") { pendingCredentialsSheet = false } // expect: title-verb
                Button("Keychain") { // expect: title-verb
                    showingServerMenu = false
                    viewModel.resetKeychain()
                }
                Button("Bookmarks") { // expect: title-verb
                    if viewModel.hasBookmarks { router.route(to: .bookmarks) }
                }
            }
            .sheet(isPresented: $showingErrorSheet) { ErrorDetailsView() }
        }
    }
}
