//
//  PhotoLibraryView.swift
//  Shoebox
//
//  Grid of the user's photos with selection, sorting, albums and sharing.
//

import SwiftUI
import PhotosUI

// MARK: - Model

struct Photo: Identifiable, Hashable {
    let id: UUID
    var filename: String
    var takenAt: Date
    var isFavorite: Bool
    var albumIDs: Set<UUID>
    var byteSize: Int
}

struct Album: Identifiable, Hashable {
    let id: UUID
    var name: String
}

enum PhotoSort: String, CaseIterable, Identifiable {
    case newestFirst = "Newest First"
    case oldestFirst = "Oldest First"
    case largestFirst = "Largest First"
    var id: Self { self }
}

@MainActor
final class PhotoLibraryModel: ObservableObject {
    @Published var photos: [Photo] = []
    @Published var albums: [Album] = []
    @Published var selection: Set<Photo.ID> = []
    @Published var sort: PhotoSort = .newestFirst
    @Published var isSelecting = false
    @Published var pickerItems: [PhotosPickerItem] = []

    var sortedPhotos: [Photo] {
        switch sort {
        case .newestFirst: return photos.sorted { $0.takenAt > $1.takenAt }
        case .oldestFirst: return photos.sorted { $0.takenAt < $1.takenAt }
        case .largestFirst: return photos.sorted { $0.byteSize > $1.byteSize }
        }
    }

    func toggleFavorite(_ photo: Photo) {
        guard let index = photos.firstIndex(of: photo) else { return }
        photos[index].isFavorite.toggle()
    }

    func delete(_ ids: Set<Photo.ID>) {
        photos.removeAll { ids.contains($0.id) }
        selection.subtract(ids)
    }

    func add(_ ids: Set<Photo.ID>, to album: Album) {
        for index in photos.indices where ids.contains(photos[index].id) {
            photos[index].albumIDs.insert(album.id)
        }
    }

    func duplicate(_ photo: Photo) {
        var copy = photo
        copy = Photo(id: UUID(), filename: photo.filename + " copy", takenAt: photo.takenAt,
                     isFavorite: false, albumIDs: photo.albumIDs, byteSize: photo.byteSize)
        photos.append(copy)
    }
}

// MARK: - Library

struct PhotoLibraryView: View {
    @StateObject private var model = PhotoLibraryModel()
    @State private var photoToDelete: Photo?
    @State private var showingDeleteSelection = false
    @State private var showingNewAlbum = false
    @State private var newAlbumName = ""
    @State private var legacyAlertPhoto: Photo?

    private let columns = [GridItem(.adaptive(minimum: 110), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(model.sortedPhotos) { photo in
                        PhotoCell(photo: photo, isSelected: model.selection.contains(photo.id))
                            .onTapGesture { tap(photo) }
                            .contextMenu { contextMenu(for: photo) }
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar { toolbarContent }
            .overlay { emptyState }
            .confirmationDialog("Delete \(model.selection.count) photos?", isPresented: $showingDeleteSelection) {
                Button("Delete \(model.selection.count) Photos", role: .destructive) {
                    model.delete(model.selection)
                }
                Button("Delete from This iPhone Only", role: .destructive) { // expect: title-length
                    model.delete(model.selection)
                }
            } message: {
                Text("these photos will be removed from all your devices.")
            }
            .alert("New Album", isPresented: $showingNewAlbum) {
                TextField("album name", text: $newAlbumName)
                Button("Create") {
                    model.albums.append(Album(id: UUID(), name: newAlbumName))
                    newAlbumName = ""
                }
                Button("Cancel", role: .cancel) { newAlbumName = "" }
            }
            .alert(item: $legacyAlertPhoto) { photo in
                Alert(
                    title: Text("delete \(photo.filename)?"),
                    message: Text("this can't be undone."),
                    primaryButton: .destructive(Text("Delete Photo")) { model.delete([photo.id]) },
                    secondaryButton: .cancel(Text("Keep"))
                )
            }
            .photosPicker(isPresented: .constant(false), selection: $model.pickerItems)
        }
    }

    // MARK: Toolbar

    @ToolbarContentBuilder
    private var toolbarContent: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            Menu("sort by") { // expect: title-case
                Picker("Sort", selection: $model.sort) {
                    ForEach(PhotoSort.allCases) { sort in
                        Text(sort.rawValue).tag(sort)
                    }
                }
            }
        }
        ToolbarItem(placement: .topBarTrailing) {
            if model.isSelecting {
                Button("Done") {
                    model.isSelecting = false
                    model.selection.removeAll()
                }
                .bold()
            } else {
                Button("Select") { model.isSelecting = true }
            }
        }
        ToolbarItemGroup(placement: .bottomBar) {
            if model.isSelecting {
                Button("Share") { }
                    .disabled(model.selection.isEmpty)
                Spacer()
                Text("\(model.selection.count) selected")
                    .font(.footnote)
                Spacer()
                Menu("Add to album") { // expect: title-case
                    ForEach(model.albums) { album in
                        Button(album.name) { model.add(model.selection, to: album) }
                    }
                    Divider()
                    Button("New Album…") { showingNewAlbum = true }
                }
                Button(role: .destructive) {
                    showingDeleteSelection = true
                } label: {
                    Image(systemName: "trash")
                }
                .accessibilityLabel("Delete selected photos")
            } else {
                Button("Import Photos", systemImage: "square.and.arrow.down") { }
                Button("Import Photos from Camera") { }
                Button("Favorites", systemImage: "heart") { } // expect: title-verb
                Menu("Filters") {
                    Button("Show Favorites Only") { }
                    Button("Show Screenshots") { }
                    Button("Hide screenshots") { } // expect: title-case
                    Button("Videos") { }
                    Button("Panoramas") { }
                }
            }
        }
    }

    // MARK: Context menu

    @ViewBuilder
    private func contextMenu(for photo: Photo) -> some View {
        Button {
            model.toggleFavorite(photo)
        } label: {
            Label(photo.isFavorite ? "Unfavorite" : "Favorite", systemImage: photo.isFavorite ? "heart.slash" : "heart")
        }
        Button { UIPasteboard.general.string = photo.filename } label: {
            Label("Copy", systemImage: "doc.on.doc")
        }
        Button { model.duplicate(photo) } label: {
            Label("Duplicate", systemImage: "plus.square.on.square")
        }
        Button { } label: {
            Label("Copy link to photo", systemImage: "link") // expect: title-case
        }
        Button { } label: {
            Label("Open In Markup", systemImage: "slider.horizontal.3") // expect: title-case
        }
        Button { } label: {
            Label("Info", systemImage: "info.circle")
        }
        Divider()
        Button(role: .destructive) {
            legacyAlertPhoto = photo
        } label: {
            Label("Delete", systemImage: "trash")
        }
    }

    @ViewBuilder
    private var emptyState: some View {
        if model.photos.isEmpty {
            ContentUnavailableView {
                Label("no photos yet", systemImage: "photo.on.rectangle")
            } description: {
                Text("photos you import appear here.")
            } actions: {
                Button("Import Photos") { }
                    .buttonStyle(.borderedProminent)
            }
        }
    }

    private func tap(_ photo: Photo) {
        if model.isSelecting {
            if model.selection.contains(photo.id) {
                model.selection.remove(photo.id)
            } else {
                model.selection.insert(photo.id)
            }
        }
    }
}

// MARK: - Cell

struct PhotoCell: View {
    let photo: Photo
    let isSelected: Bool

    var body: some View {
        Rectangle()
            .fill(.quaternary)
            .aspectRatio(1, contentMode: .fill)
            .overlay(alignment: .bottomTrailing) {
                if isSelected {
                    Image(systemName: "checkmark.circle.fill")
                        .symbolRenderingMode(.multicolor)
                        .padding(4)
                }
            }
            .overlay(alignment: .topLeading) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill").foregroundStyle(.white).padding(4)
                }
            }
            .accessibilityLabel(Text("photo \(photo.filename)"))
    }
}

// MARK: - Albums

struct AlbumListView: View {
    @ObservedObject var model: PhotoLibraryModel
    @State private var renaming: Album?

    var body: some View {
        List {
            ForEach(model.albums) { album in
                NavigationLink(album.name) { Text(album.name) }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            model.albums.removeAll { $0.id == album.id }
                        } label: {
                            Label("Delete Album", systemImage: "trash")
                        }
                        Button {
                            renaming = album
                        } label: {
                            Label("rename", systemImage: "pencil") // expect: title-case
                        }
                        .tint(.orange)
                    }
                    .swipeActions(edge: .leading) {
                        Button { } label: {
                            Label("Pin", systemImage: "pin")
                        }
                        .tint(.yellow)
                    }
            }
        }
        .navigationTitle("Albums")
        .toolbar {
            Button("New Album", systemImage: "plus") { }
            Button("Albums", systemImage: "rectangle.stack") { } // expect: title-verb
        }
    }
}
