//
//  SettingsView.swift
//  Trailhead
//
//  The settings screen: account, sync, notifications, storage and the danger zone.
//

import SwiftUI
import os

private let logger = Logger(subsystem: "com.trailhead.app", category: "settings")

// MARK: - View model

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var isSignedIn = false
    @Published var accountEmail: String?
    @Published var syncOverCellular = false
    @Published var notificationsEnabled = true
    @Published var digestHour = 8
    @Published var cacheSizeBytes: Int64 = 0
    @Published var lastBackup: Date?
    @Published var isBackingUp = false
    @Published var appearance: Appearance = .system

    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: String { rawValue }
        var label: String {
            switch self {
            case .system: return "Match System"
            case .light: return "Light"
            case .dark: return "Dark"
            }
        }
    }

    var formattedCacheSize: String {
        ByteCountFormatter.string(fromByteCount: cacheSizeBytes, countStyle: .file)
    }

    func signOut() async {
        logger.info("signing out \(self.accountEmail ?? "<none>", privacy: .private)")
        isSignedIn = false
        accountEmail = nil
    }

    func backUpNow() async {
        isBackingUp = true
        defer { isBackingUp = false }
        try? await Task.sleep(nanoseconds: 1_500_000_000)
        lastBackup = Date()
        logger.debug("backup finished at \(self.lastBackup!.description)")
    }

    func clearCache() {
        URLCache.shared.removeAllCachedResponses()
        cacheSizeBytes = 0
    }

    func resetAllSettings() {
        UserDefaults.standard.removePersistentDomain(forName: "com.trailhead.app")
        appearance = .system
        notificationsEnabled = true
    }
}

// MARK: - Settings

struct SettingsView: View {
    @StateObject private var model = SettingsViewModel()
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @State private var showingSignOutAlert = false
    @State private var showingResetDialog = false
    @State private var showingExportSheet = false
    @State private var feedbackText = ""

    var body: some View {
        NavigationStack {
            Form {
                accountSection
                syncSection
                notificationsSection
                storageSection
                aboutSection
                dangerZone
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("Send Feedback") { sendFeedback() }
                        Button("Rate Trailhead") { rateApp() }
                        Button("What's new") { showWhatsNew() } // expect: title-case
                    } label: {
                        Image(systemName: "ellipsis.circle")
                            .accessibilityLabel("more options")
                    }
                }
            }
            .alert("Sign out of Trailhead?", isPresented: $showingSignOutAlert) {
                Button("Sign Out", role: .destructive) {
                    Task { await model.signOut() }
                }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("your offline maps stay on this device.")
            }
            .confirmationDialog("Reset all settings?", isPresented: $showingResetDialog, titleVisibility: .visible) {
                Button("Reset Settings", role: .destructive) { model.resetAllSettings() }
                Button("Reset Settings and Offline Maps", role: .destructive) { // expect: title-length
                    model.resetAllSettings()
                    model.clearCache()
                }
            }
        }
    }

    // MARK: Sections

    private var accountSection: some View {
        Section("Account") {
            if model.isSignedIn, let email = model.accountEmail {
                LabeledContent("Signed in as", value: email)
                Button("Manage subscription") { openURL(URL(string: "https://apps.apple.com/account/subscriptions")!) } // expect: title-case
                Button("Sign Out") { showingSignOutAlert = true }
                    .foregroundStyle(.red)
            } else {
                Button("Sign in") { // expect: title-case
                    logger.info("sign in tapped from settings")
                }
                Button("Create an Account") { }
                Text("sync your trails across iPhone, iPad and Mac.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private var syncSection: some View {
        Section {
            Toggle("sync over cellular", isOn: $model.syncOverCellular)
            if model.isBackingUp {
                ProgressView("backing up…")
            } else {
                Button("Back Up Now") {
                    Task { await model.backUpNow() }
                }
                Button("Backup to iCloud") { // expect: title-verb
                    Task { await model.backUpNow() }
                }
            }
            if let last = model.lastBackup {
                Text("Last backup: \(last.formatted(date: .abbreviated, time: .shortened))")
            }
        } header: {
            Text("iCloud")
        } footer: {
            Text("Trails, photos and waypoints are included in the backup.")
        }
    }

    private var notificationsSection: some View {
        Section("Notifications") {
            Toggle("Trail Alerts", isOn: $model.notificationsEnabled)
            Picker("daily digest", selection: $model.digestHour) {
                ForEach([6, 7, 8, 9, 18, 20], id: \.self) { hour in
                    Text("\(hour):00").tag(hour)
                }
            }
            Button("Turn off all notifications") { // expect: title-case, title-length
                model.notificationsEnabled = false
            }
            Button("Open System Settings") {
                openURL(URL(string: UIApplication.openSettingsURLString)!)
            }
        }
    }

    private var storageSection: some View {
        Section("Storage") {
            LabeledContent("Cache", value: model.formattedCacheSize)
            Button("Clear Cache") { model.clearCache() }
            Button("Download Maps for Offline Use") { } // expect: title-length
            NavigationLink("Offline Maps") { OfflineMapsView() }
            Picker("Appearance", selection: $model.appearance) {
                ForEach(SettingsViewModel.Appearance.allCases) { appearance in
                    Text(appearance.label).tag(appearance)
                }
            }
        }
    }

    private var aboutSection: some View {
        Section("About") {
            NavigationLink("Acknowledgements") { AcknowledgementsView() }
            Link("Privacy Policy", destination: URL(string: "https://trailhead.example.com/privacy")!)
            Button("Contact Support") {
                openURL(URL(string: "mailto:support@trailhead.example.com?subject=Trailhead%20Feedback")!)
            }
            Button("Help") { openURL(URL(string: "https://trailhead.example.com/help")!) }
            Button("Version History") { showWhatsNew() }
            Button("Export Diagnostics…") { showingExportSheet = true }
                .sheet(isPresented: $showingExportSheet) {
                    DiagnosticsExportView()
                }
        }
    }

    private var dangerZone: some View {
        Section {
            Button("Reset All Settings", role: .destructive) { showingResetDialog = true }
            Button("Delete account", role: .destructive) { } // expect: title-case
        } footer: {
            Text("deleting your account removes every trail you recorded.")
        }
    }

    // MARK: Actions

    private func sendFeedback() {
        let subject = "Trailhead \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?")"
        logger.info("feedback: \(subject, privacy: .public)")
    }

    private func rateApp() {
        openURL(URL(string: "itms-apps://itunes.apple.com/app/id000000000?action=write-review")!)
    }

    private func showWhatsNew() {
        logger.debug("whats new presented")
    }
}

// MARK: - Offline maps

struct OfflineMapsView: View {
    @State private var regions: [String] = ["Yosemite Valley", "Mount Tamalpais", "Point Reyes"]
    @State private var editMode: EditMode = .inactive

    var body: some View {
        List {
            ForEach(regions, id: \.self) { region in
                Text(region)
            }
            .onDelete { regions.remove(atOffsets: $0) }
        }
        .navigationTitle("Offline Maps")
        .toolbar {
            EditButton()
            Button("Add Region") { regions.append("New Region \(regions.count + 1)") }
        }
        .overlay {
            if regions.isEmpty {
                ContentUnavailableView("no offline maps", systemImage: "map", description: Text("download a region to hike without signal."))
            }
        }
    }
}

struct AcknowledgementsView: View {
    var body: some View {
        ScrollView {
            Text("Map data © OpenStreetMap contributors.")
                .padding()
        }
        .navigationTitle("Acknowledgements")
    }
}

struct DiagnosticsExportView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var includeLogs = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("include device logs", isOn: $includeLogs)
                Button(action: export) {
                    Text("Export")
                }
                Button(action: export) {
                    Text("share with support team") // expect: title-case
                }
            }
            .navigationTitle("Diagnostics")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }

    private func export() {
        print("exporting diagnostics, logs: \(includeLogs)")
        dismiss()
    }
}
