// A Tokamak web app: SwiftUI-shaped views rendered to the DOM, built on Linux.
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
    @State private var plantToRemove: Plant?
    @State private var showsRemoval = false

    var body: some View {
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
                    Button("Remove", role: .destructive) {
                        plantToRemove = plant
                        showsRemoval = true
                    }
                }
            }
            Menu("Sort") {
                Button("By Name") { }
                Button("Sort by Last Watering") { }
            }
        }
        .padding()
        .actionSheet(isPresented: $showsRemoval) {
            ActionSheet(title: Text("Remove this plant?"), buttons: [ // expect: sheet-cancel
                .default(Text("Keep Watering")),
                .destructive(Text("Remove Plant")), // expect: destructive-first
            ])
        }
    }

    private func addPlant() {
        let name = newPlantName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        store.plants.append(Plant(name: name))
        newPlantName = ""
    }
}
