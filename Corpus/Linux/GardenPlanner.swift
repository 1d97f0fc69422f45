// A Tokamak web app: SwiftUI-shaped views rendered to the DOM, built on Linux. Tokamak has
// buttons with roles, button styles and toolbar items, and no menu or dialog of SwiftUI's
// (no `Menu`, `.alert`, `ActionSheet`, `.confirmationDialog`): its buttons are titles only.
import TokamakDOM
import Foundation

struct Plant: Identifiable {
    let id = UUID()
    var name: String
    var wateredAt: Date?
}

final class GardenStore: ObservableObject {
    @Published var plants: [Plant] = []

    func water(_ plant: Plant) {
        guard let index = plants.firstIndex(where: { $0.id == plant.id }) else { return }
        plants[index].wateredAt = Date()
    }

    func remove(_ plant: Plant) {
        plants.removeAll { $0.id == plant.id }
    }
}

struct GardenPlannerApp: App {
    var body: some Scene {
        WindowGroup("Garden Planner") {
            PlantListView(store: GardenStore())
        }
    }
}

struct PlantListView: View {
    @ObservedObject var store: GardenStore
    @State private var newPlantName = ""
    @State private var sortsByName = true

    var body: some View {
        NavigationView {
            VStack(alignment: .leading) {
                Text("My Garden").font(.title)
                HStack {
                    TextField("Plant name", text: $newPlantName)
                    Button("add plant") { addPlant() } // expect: title-case
                }
                ForEach(store.plants) { plant in
                    HStack {
                        Text(plant.name)
                        Spacer()
                        Button("Water Now") { store.water(plant) }
                        Button("Watering schedule") { } // expect: title-case, title-verb
                        Button("Remove", role: .destructive) { store.remove(plant) }
                    }
                }
                Button(action: { sortsByName.toggle() }) {
                    Text("Sort by Last Watering")
                }
            }
            .padding()
            .navigationTitle("Garden")
            .toolbar {
                // The placements give these buttons the cancel and destructive roles.
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { newPlantName = "" }
                }
                ToolbarItem(placement: .destructiveAction) {
                    Button("Remove All") { store.plants.removeAll() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { addPlant() }
                }
            }
        }
    }

    private func addPlant() {
        let name = newPlantName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        store.plants.append(Plant(name: name))
        newPlantName = ""
    }
}
