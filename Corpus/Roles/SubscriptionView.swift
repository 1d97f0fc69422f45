//
//  SubscriptionView.swift
//  Wavelength
//
//  Wavelength+ subscription management: alerts for cancelling, restoring and errors,
//  and the modal sheet for changing plans.
//

import SwiftUI
import StoreKit

enum Plan: String, CaseIterable, Identifiable {
    case monthly = "Monthly"
    case yearly = "Yearly"
    var id: Self { self }
    var price: String { self == .monthly ? "$4.99" : "$39.99" }
}

struct SubscriptionView: View {
    @State private var plan: Plan = .monthly
    @State private var confirmingCancel = false
    @State private var restoreFailed = false
    @State private var showingPlans = false
    @State private var showingRenewalInfo = false
    @State private var purchaseError: String?
    @State private var showingLegacyAlert = false
    @State private var showingFamilyAlert = false
    @State private var showingTrialAlert = false

    var body: some View {
        Form {
            Section("Wavelength+") {
                LabeledContent("Plan", value: plan.rawValue)
                LabeledContent("Renews", value: "June 1")
                Button("Change Plan") { showingPlans = true }
                Button("Restore Purchases") { restoreFailed = true }
                Button("Cancel Subscription", role: .destructive) { confirmingCancel = true }
                // Raising a presentation flag only opens a place: the title may name it.
                Button("Renewal Info") { showingRenewalInfo = true }
                Button("Share with Family") { showingFamilyAlert = true }
                Button("Start Free Trial") { showingTrialAlert = true }
            }
        }
        .navigationTitle("Subscription")
        // An alert with a Cancel-titled button and no cancel role shows two Cancel buttons.
        .alert("Cancel Wavelength+?", isPresented: $confirmingCancel) {
            Button("Cancel Subscription", role: .destructive) { }
            Button("Cancel") { } // expect: cancel-role
        } message: {
            Text("you keep Wavelength+ until the end of the billing period.")
        }
        .alert("Couldn’t Restore Purchases", isPresented: $restoreFailed) {
            Button("Try Again") { }
            Button("Dismiss") { } // expect: cancel-role
        }
        .alert("Renewal", isPresented: $showingRenewalInfo) {
            Button("OK") { }
        } message: {
            Text("your plan renews automatically unless turned off 24 hours before the end of the period.")
        }
        .alert("Purchase Failed", isPresented: .constant(purchaseError != nil), presenting: purchaseError) { _ in
            Button("Contact Support") { }
            Button("Cancel", role: .cancel) { purchaseError = nil }
        } message: { message in
            Text(message)
        }
        .alert("Share with Family?", isPresented: $showingFamilyAlert) {
            Button("Share") { }
            Button("Not Now", role: .cancel) { }
            Button("Cancel", role: .cancel) { }
        }
        .alert(isPresented: $showingLegacyAlert) {
            Alert(title: Text("Switch to Yearly?"),
                  message: Text("you'll save 33%."),
                  primaryButton: .default(Text("Switch")),
                  secondaryButton: .default(Text("Cancel"))) // expect: cancel-role
        }
        .alert(isPresented: $showingTrialAlert) {
            Alert(title: Text("Trial Started"),
                  message: Text("enjoy a month of Wavelength+ on us."),
                  dismissButton: .default(Text("Dismiss"))) // expect: cancel-role
        }
        .sheet(isPresented: $showingPlans) {
            PlanPicker(plan: $plan)
        }
    }
}

/// A modal sheet, not an action sheet: its toolbar Cancel needs no role.
private struct PlanPicker: View {
    @Binding var plan: Plan
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(Plan.allCases) { option in
                Button {
                    plan = option
                } label: {
                    HStack {
                        Text(option.rawValue)
                        Spacer()
                        Text(option.price).foregroundStyle(.secondary)
                        if option == plan {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
            .navigationTitle("Choose a Plan")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Subscribe") { dismiss() }
                }
            }
        }
    }
}
