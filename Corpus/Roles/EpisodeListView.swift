//
//  EpisodeListView.swift
//  Wavelength
//
//  Podcast episodes: context menus, swipe actions, the show menu, and the alerts that
//  confirm what people chose on purpose.
//

import SwiftUI

struct Episode: Identifiable, Hashable {
    let id: Int
    var title: String
    var isDownloaded: Bool
    var isPlayed: Bool
    var progress: Double
}

@Observable
final class ShowModel {
    var showTitle = "The Slow Cooker"
    var episodes: [Episode] = []
    var isSubscribed = true
    var autoDownload = true

    func delete(_ episode: Episode) { episodes.removeAll { $0.id == episode.id } }
    func removeDownload(_ episode: Episode) {
        guard let index = episodes.firstIndex(of: episode) else { return }
        episodes[index].isDownloaded = false
    }
    func markPlayed(_ episode: Episode) {
        guard let index = episodes.firstIndex(of: episode) else { return }
        episodes[index].isPlayed = true
    }
}

struct EpisodeListView: View {
    @State private var model = ShowModel()
    @State private var confirmingUnfollow = false
    @State private var confirmingClear = false
    @State private var confirmingDeleteAll = false
    @State private var legacyAlert = false
    @State private var editing = false

    var body: some View {
        List {
            ForEach(model.episodes) { episode in
                EpisodeRow(episode: episode)
                    .contextMenu {
                        Button("Play Next") { }
                        Button("Mark as Played") { model.markPlayed(episode) }
                        Button("Undo Delete") { }
                        Button("Show Deleted Episodes") { }
                        Button { model.removeDownload(episode) } label: {
                            Label("Remove Download", systemImage: "minus.circle") // expect: destructive-role
                        }
                        Button("Delete Episode") { model.delete(episode) } // expect: destructive-role
                        Button("Erase Playback History", role: .destructive) { }
                        Menu("Share") {
                            Button("Copy Link") { }
                            Button("Copy Link with Timestamp") { }
                            Button("Discard Clip") { } // expect: destructive-role
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Delete") { model.delete(episode) }
                            .tint(.red)
                        Button {
                            model.removeDownload(episode)
                        } label: {
                            Label("Remove", systemImage: "arrow.down.circle.dotted") // expect: destructive-role
                        }
                        Button("Archive") { }
                            .tint(.indigo)
                    }
                    .swipeActions(edge: .leading) {
                        Button(role: .destructive) {
                            model.delete(episode)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button("Mark Played") { model.markPlayed(episode) }
                            .tint(.green)
                    }
            }
        }
        .navigationTitle(model.showTitle)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu {
                    Button("Refresh Feed") { }
                    Button("Clear Played Episodes") { confirmingClear = true } // expect: destructive-role
                    Button("Reset Show Settings") { } // expect: destructive-role
                    Button("Empty Queue", role: .destructive) { }
                    Divider()
                    Button("Log Out") { } // expect: destructive-role
                    Button("Sign Out of Wavelength+", role: .destructive) { }
                } label: {
                    Label("Show Options", systemImage: "ellipsis.circle")
                }
            }
            ToolbarItem(placement: .bottomBar) {
                Menu("Downloads") {
                    Button("Download All") { }
                    Button("Revoke Offline Access") { } // expect: destructive-role
                    Button("Forget Downloads", role: .destructive) { }
                    Button("Purge cache") { } // expect: destructive-role, title-case
                }
            }
            ToolbarItem(placement: .topBarLeading) {
                // A toolbar is not a menu, a sheet or a swipe action: no role required here.
                Button("Delete All") { confirmingDeleteAll = true }
            }
        }
        // Alerts confirm a choice people made on purpose: their buttons need not be red.
        .alert("Clear played episodes?", isPresented: $confirmingClear) {
            Button("Clear") { }
            Button("Cancel", role: .cancel) { }
        }
        .alert("Delete all episodes?", isPresented: $confirmingDeleteAll) {
            Button("Delete All Episodes") { model.episodes.removeAll() }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("downloaded files are removed as well.")
        }
        .alert(isPresented: $legacyAlert) {
            Alert(title: Text("Remove this show?"),
                  message: Text("episodes you downloaded stay on this iPhone."),
                  primaryButton: .default(Text("Remove Show")) { },
                  secondaryButton: .cancel())
        }
        .safeAreaInset(edge: .bottom) {
            Form {
                Toggle("Download new episodes", isOn: $model.autoDownload)
                Button("Reset Playback Speed") { }
                Button("Remove All Downloads") { }
            }
            .frame(height: 120)
        }
    }
}

private struct EpisodeRow: View {
    let episode: Episode

    var body: some View {
        VStack(alignment: .leading) {
            Text(episode.title).font(.headline)
            ProgressView(value: episode.progress)
                .accessibilityLabel("playback progress")
        }
    }
}
