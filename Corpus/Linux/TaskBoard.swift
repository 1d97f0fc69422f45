//
//  TaskBoard.swift
//  Tasklet (Linux, Windows, macOS)
//
//  A cross-platform to-do board built with SwiftCrossUI. SwiftCrossUI alerts have no
//  cancel role (every button dismisses), so the cancel rules do not apply in this file.
//

import SwiftCrossUI
import DefaultBackend
import Foundation

struct TaskItem: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isDone = false
    var due: Date?
}

@main
struct TaskletApp: App {
    var body: some Scene {
        WindowGroup("Tasklet") {
            TaskBoard()
        }
        .defaultSize(width: 640, height: 480)
    }
}

struct TaskBoard: View {
    @State var tasks: [TaskItem] = [TaskItem(title: "Water the plants"), TaskItem(title: "File taxes")]
    @State var draft = ""
    @State var showingClearAlert = false
    @State var showingArchiveAlert = false
    @State var showingErrorAlert = false
    @State var errorMessage = ""
    @State var sortByDate = false

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                TextField("new task", text: $draft)
                Button("Add Task") { addTask() }
                Button("add and start timer") { addTask() } // expect: title-case
            }
            ScrollView {
                ForEach(tasks) { task in
                    HStack {
                        Toggle(task.title, isOn: binding(for: task))
                        Spacer()
                        Button("Edit") { }
                        Button("Move Up") { move(task, by: -1) }
                        Button("Move down") { move(task, by: 1) } // expect: title-case
                    }
                }
            }
            HStack {
                Menu("Sort") {
                    Button("Sort by Title") { tasks.sort { $0.title < $1.title } }
                    Button("Sort by Due Date") { sortByDate = true }
                    Button("Newest First") { tasks.reverse() }
                }
                Menu("more actions") { // expect: title-case
                    Button("Export as JSON") { export() }
                    Button("Export as CSV for Spreadsheet Apps") { export() }
                    Button("Print List") { }
                }
                Menu("Filters") {
                    Button("Show Completed") { }
                    Button("Hide Completed") { }
                }
                Spacer()
                Button("Clear Completed") { showingClearAlert = true }
                Button("Archive All") { showingArchiveAlert = true }
            }
        }
        .padding()
        .alert("clear completed tasks?", isPresented: $showingClearAlert) {
            Button("Clear") { tasks.removeAll { $0.isDone } }
            Button("Cancel") { }
        }
        .alert("Archive every task?", isPresented: $showingArchiveAlert) {
            Button("Archive") { }
            Button("Dismiss") { }
            Button("Cancel") { }
        }
        .alert(errorMessage, isPresented: $showingErrorAlert) {
            Button("OK") { }
            Button("Copy error message") { } // expect: title-case
        }
    }

    private func binding(for task: TaskItem) -> Binding<Bool> {
        Binding(
            get: { tasks.first { $0.id == task.id }?.isDone ?? false },
            set: { newValue in
                if let index = tasks.firstIndex(where: { $0.id == task.id }) {
                    tasks[index].isDone = newValue
                }
            }
        )
    }

    private func addTask() {
        let title = draft.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        tasks.append(TaskItem(title: title))
        draft = ""
    }

    private func move(_ task: TaskItem, by offset: Int) {
        guard let index = tasks.firstIndex(of: task) else { return }
        let target = index + offset
        guard tasks.indices.contains(target) else { return }
        tasks.swapAt(index, target)
    }

    private func export() {
        let lines = tasks.map { "\($0.isDone ? "x" : " ")\t\($0.title)" }
        do {
            try lines.joined(separator: "\n").write(toFile: "/tmp/tasklet-export.tsv", atomically: true, encoding: .utf8)
        } catch {
            errorMessage = "export failed: \(error)"
            showingErrorAlert = true
        }
    }
}
