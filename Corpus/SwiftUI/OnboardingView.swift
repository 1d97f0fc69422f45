//
//  OnboardingView.swift
//  Ledgerly
//
//  First-run flow: welcome pages, account, security and permissions.
//

import SwiftUI
import AuthenticationServices
import LocalAuthentication
import UserNotifications

// MARK: - Pages

private struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let headline: String
    let body: String
}

private let pages: [OnboardingPage] = [
    OnboardingPage(symbol: "chart.pie", headline: "See where it goes", body: "Ledgerly sorts your spending into categories automatically."),
    OnboardingPage(symbol: "bell.badge", headline: "Never miss a bill", body: "Get a reminder three days before anything is due."),
    OnboardingPage(symbol: "lock.shield", headline: "Private by design", body: "Your data is encrypted on device and in iCloud."),
]

// MARK: - Flow

struct OnboardingView: View {
    enum Stage { case welcome, account, security, notifications, finished }

    @AppStorage("onboarding.completed") private var completed = false
    @State private var stage: Stage = .welcome
    @State private var pageIndex = 0
    @State private var email = ""
    @State private var password = ""
    @State private var wantsFaceID = true
    @State private var authError: String?
    @State private var showingSkipAlert = false

    var body: some View {
        VStack {
            switch stage {
            case .welcome: welcome
            case .account: account
            case .security: security
            case .notifications: notifications
            case .finished: finished
            }
        }
        .animation(.default, value: stage)
        .alert("Skip setup?", isPresented: $showingSkipAlert) {
            Button("Skip") { completed = true }
            Button("Continue Setup", role: .cancel) { }
        } message: {
            Text("you can finish setting up in Settings at any time.")
        }
    }

    // MARK: Welcome

    private var welcome: some View {
        VStack(spacing: 24) {
            TabView(selection: $pageIndex) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                    VStack(spacing: 12) {
                        Image(systemName: page.symbol).font(.system(size: 64))
                        Text(page.headline).font(.title.bold())
                        Text(page.body).multilineTextAlignment(.center)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page)
            Button("Get Started") { stage = .account }
                .buttonStyle(.borderedProminent)
            Button("I already have a Ledgerly account") { stage = .account } // expect: title-case, title-verb, title-length
        }
        .padding()
    }

    // MARK: Account

    private var account: some View {
        VStack(spacing: 16) {
            Text("Create your account")
                .font(.title2.bold())
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.email, .fullName]
            } onCompletion: { result in
                if case .failure(let error) = result {
                    authError = error.localizedDescription
                }
            }
            .frame(height: 50)
            Button("Sign in with Apple") { }
            Button("Continue with Apple") { }
            Button("Continue with Google") { }
            Divider()
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
            SecureField("Password", text: $password)
            Button("Sign Up") { stage = .security }
            Button("Signup with Email") { stage = .security } // expect: title-verb
            Button("Login") { stage = .security } // expect: title-verb
            Button("Log In") { stage = .security }
            Button("Log in with email") { stage = .security } // expect: title-case
            Button("Forgot Password?") { } // expect: title-verb
            Button("Reset Password") { }
            if let authError {
                Text(authError).foregroundStyle(.red).font(.footnote)
            }
        }
        .padding()
        .toolbar {
            Button("Not Now") { showingSkipAlert = true }
        }
    }

    // MARK: Security

    private var security: some View {
        VStack(spacing: 16) {
            Image(systemName: "faceid").font(.system(size: 56))
            Text("Protect Ledgerly with Face ID")
            Toggle("Require Face ID to open", isOn: $wantsFaceID)
            Button("Set Up Face ID") { evaluateBiometrics() }
            Button("Setup Passcode") { } // expect: title-verb
            Button("Set up later") { stage = .notifications } // expect: title-case
            Button("Enable 2FA") { }
            Button("Turn On Two-Factor Authentication") { } // expect: title-length
            Button("Later") { stage = .notifications }
        }
        .padding()
    }

    private func evaluateBiometrics() {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            print("biometrics unavailable: \(error?.localizedDescription ?? "unknown")")
            stage = .notifications
            return
        }
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock Ledgerly") { success, _ in
            DispatchQueue.main.async { stage = success ? .notifications : .security }
        }
    }

    // MARK: Notifications

    private var notifications: some View {
        VStack(spacing: 16) {
            Text("Bill reminders")
                .font(.title2.bold())
            Text("we'll only notify you about upcoming bills.")
            Button("Allow Notifications") { requestNotifications() }
            Button("Don't Allow") { stage = .finished }
            Button("Don't allow") { stage = .finished } // expect: title-case
            Button("Yes") { requestNotifications() } // expect: title-verb
            Button("No") { stage = .finished } // expect: title-verb
            Button("Remind Me Later") { stage = .finished }
            Button("Maybe Later") { stage = .finished } // expect: title-verb
        }
        .padding()
    }

    private func requestNotifications() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            DispatchQueue.main.async { stage = .finished }
            print("notification permission granted: \(granted)")
        }
    }

    // MARK: Finished

    private var finished: some View {
        VStack(spacing: 16) {
            Image(systemName: "checkmark.circle").font(.system(size: 64)).foregroundStyle(.green)
            Text("You're all set")
            Button("Start Using Ledgerly") { completed = true }
            Button("Import Transactions from Your Bank") { } // expect: title-length
            Button("Connect a Bank Account") { }
            Button("Open Ledgerly") { completed = true }
            Button("Take the tour") { } // expect: title-case
        }
        .padding()
    }
}
