//
//  RecipeDialogs.swift
//  Mise
//
//  Recipe detail screen: confirmation dialogs for sharing, scaling and deleting, and the
//  legacy action sheets still used by the iOS 14 build of the grocery list.
//

import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var name: String
    var servings: Int
    var tags: [String]
    var isPinned: Bool
}

@MainActor
final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe] = []
    @Published var collections: [String] = ["Weeknight", "Baking", "Holidays", "Freezer"]

    func delete(_ recipe: Recipe) { recipes.removeAll { $0.id == recipe.id } }
    func duplicate(_ recipe: Recipe) {
        recipes.append(Recipe(id: UUID(), name: recipe.name + " (Copy)", servings: recipe.servings, tags: recipe.tags, isPinned: false))
    }
    func scale(_ recipe: Recipe, by factor: Double) {
        guard let index = recipes.firstIndex(of: recipe) else { return }
        recipes[index].servings = Int((Double(recipe.servings) * factor).rounded())
    }
}

struct RecipeDetailView: View {
    @EnvironmentObject private var store: RecipeStore
    let recipe: Recipe

    @State private var confirmingDelete = false
    @State private var sharing = false
    @State private var scaling = false
    @State private var moving = false
    @State private var exporting = false
    @State private var timerOptions = false
    @State private var printing = false
    @State private var cleaningUp = false

    var body: some View {
        List {
            Section("Ingredients") {
                Text("\(recipe.servings) servings")
            }
            Section {
                Button("Share Recipe") { sharing = true }
                Button("Scale Recipe") { scaling = true }
                Button("Move to Collection") { moving = true }
                Button("Export Recipe") { exporting = true }
                Button("Start a Timer") { timerOptions = true }
                Button("Print Recipe") { printing = true }
                Button("Tidy Ingredients") { cleaningUp = true }
                Button("Delete Recipe", role: .destructive) { confirmingDelete = true }
            }
        }
        .navigationTitle(recipe.name)
        // The system adds a Cancel action: no Cancel needed, and the destructive
        // action may come last because the dialog orders buttons by role.
        .confirmationDialog("Delete \(recipe.name)?", isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Keep in Archive") { }
            Button("Delete Recipe", role: .destructive) { store.delete(recipe) }
        } message: {
            Text("this recipe will be removed from all your devices.")
        }
        .confirmationDialog("Share", isPresented: $sharing) {
            Button("Share as Text") { }
            Button("Share as PDF") { }
            Button("Share Shopping List") { }
            Button("Cancel") { } // expect: cancel-role
        }
        // The dialog's title says the verb; its buttons name the amounts.
        .confirmationDialog("Scale", isPresented: $scaling) { // expect: sheet-length
            Button("Half") { store.scale(recipe, by: 0.5) }
            Button("Double") { store.scale(recipe, by: 2) }
            Button("Triple") { store.scale(recipe, by: 3) }
            Button("Scale to 4 Servings") { }
            Button("Scale to 8 Servings") { }
            Button("Custom Amount…") { }
            Button("Cancel", role: .cancel) { }
        }
        .confirmationDialog("Move to Collection", isPresented: $moving) {
            ForEach(store.collections, id: \.self) { collection in
                Button(collection) { }
            }
            Button("New Collection…") { }
            Button("Remove from Collection", role: .destructive) { }
        }
        .confirmationDialog("Export", isPresented: $exporting) {
            Button("Export as PDF") { }
            Button("Export as Plain Text") { }
            Button("Export as Markdown") { }
            Button("Export to Reminders") { }
            Button("Export to Notes") { }
            Button(role: .cancel) { }
        }
        .confirmationDialog("Timer", isPresented: $timerOptions) { // expect: sheet-length
            Button("Start 5 Minute Timer") { }
            Button("Start 10 Minute Timer") { }
            Button("Start 15 Minute Timer") { }
            Button("Start 30 Minute Timer") { }
            Button("Set Custom Timer") { }
            Button(role: .destructive) { } label: {
                Image(systemName: "timer.slash")
            }
        }
        .confirmationDialog("Print", isPresented: $printing) {
            Button("Print Recipe Card") { }
            Button("Print full page") { } // expect: title-case
            Button("Delete Print History") { } // expect: destructive-role
        }
        .confirmationDialog("Tidy Up", isPresented: $cleaningUp) {
            Button("Merge Duplicates") { }
            Button("Clear Unused Ingredients", role: .destructive) { }
            Button("Dismiss", role: .cancel) { }
        }
    }
}

// MARK: - Legacy action sheets (iOS 14 build)

struct GroceryListView: View {
    @State private var items: [String] = ["Eggs", "Flour", "Butter"]
    @State private var selected: String?
    @State private var showingClearSheet = false
    @State private var showingSortSheet = false
    @State private var showingAisleSheet = false
    @State private var showingShareSheet = false
    @State private var showingInfoSheet = false
    @State private var showingStoreSheet = false
    @State private var showingItemSheet = false
    @State private var showingMoreSheet = false
    @State private var showingCustomSheet = false

    private var customButtons: [ActionSheet.Button] {
        items.map { item in .default(Text(item)) { selected = item } } + [.cancel()]
    }

    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
                .onTapGesture { selected = item; showingItemSheet = true }
        }
        .navigationTitle("Groceries")
        .toolbar {
            Button("Clear") { showingClearSheet = true }
            Button("Sort") { showingSortSheet = true }
        }
        .actionSheet(isPresented: $showingInfoSheet) {
            ActionSheet(title: Text("Synced with iCloud"))
        }
        .actionSheet(isPresented: $showingClearSheet) {
            ActionSheet(
                title: Text("clear the list?"),
                buttons: [
                    .destructive(Text("Clear All Items")) { items.removeAll() },
                    .destructive(Text("Clear Checked Items")) { },
                    .cancel(),
                ]
            )
        }
        .actionSheet(isPresented: $showingSortSheet) {
            ActionSheet(title: Text("Sort"), buttons: [ // expect: sheet-cancel
                .default(Text("Sort by Aisle")) { },
                .default(Text("Sort by Name")) { },
                .default(Text("Sort by recipe")) { }, // expect: title-case
            ])
        }
        .actionSheet(isPresented: $showingAisleSheet) {
            ActionSheet(title: Text("Aisle"), message: nil, buttons: [
                .default(Text("Move to Produce")) { },
                .destructive(Text("Remove Aisle")) { }, // expect: destructive-first
                .cancel(Text("Cancel")),
            ])
        }
        .actionSheet(isPresented: $showingShareSheet) {
            ActionSheet(title: Text("Share List"), buttons: [
                .default(Text("Send to Partner")) { },
                .default(Text("Copy as Text")) { },
                .default(Text("Cancel")), // expect: cancel-role
            ])
        }
        .actionSheet(isPresented: $showingItemSheet) {
            ActionSheet(title: Text(selected ?? ""), buttons: [
                .default(Text("Remove Item")) { items.removeAll { $0 == selected } }, // expect: destructive-role
                .default(Text("Edit Quantity")) { },
                .cancel(Text("Close")),
            ])
        }
        .actionSheet(isPresented: $showingStoreSheet) {
            ActionSheet( // expect: sheet-length
                title: Text("Order From"),
                buttons: [
                    .default(Text("Order from Whole Foods")) { },
                    .default(Text("Order from Trader Joe’s")) { },
                    .default(Text("Order from Safeway")) { },
                    .default(Text("Order from Costco")) { },
                    .default(Text("Order from Target")) { },
                    .default(Text("Order from a Local Grocer")) { },
                    .cancel(),
                ]
            )
        }
        .actionSheet(isPresented: $showingMoreSheet) {
            ActionSheet(title: Text("More"), buttons: [
                .destructive(Text("Delete List")) { },
                .default(Text("Rename List")) { },
                .default(Text("Duplicate List")) { },
                .cancel(Text("Not Now")),
            ])
        }
        .actionSheet(isPresented: $showingCustomSheet) {
            ActionSheet(title: Text("Pick an Item"), buttons: customButtons)
        }
    }
}
