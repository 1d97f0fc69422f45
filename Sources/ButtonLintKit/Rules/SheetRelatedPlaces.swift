/// A place in the file a violation also points to (`Finding.related`), as bytes of the file.
struct RelatedPlace: Sendable, Equatable {
    var range: Range<Int>
    var message: String
}

extension Sheet {
    /// The sheet's actions as places its findings point to, in the order they are written,
    /// leaving out the action the finding itself is at (`besides`: its `location` or where its
    /// title starts).
    func relatedActions(besides location: Int? = nil) -> [RelatedPlace] {
        actions.compactMap { action in
            guard let location else { return place(of: action) }
            guard action.location != location, action.title?.anchor.lowerBound != location else { return nil }
            return place(of: action)
        }
    }

    private func place(of action: SheetAction) -> RelatedPlace {
        let range = action.title?.anchor ?? action.location..<action.location + 1
        let name = action.title.map { "“\($0.displayText)”" } ?? "An action without a readable title"
        var message = "\(name), \(Self.roleWords[action.role] ?? "an action") of this \(kindWord)"
        if action.isConditional { message += ", added only on some paths" }
        return RelatedPlace(range: range, message: message)
    }

    private static let roleWords: [ActionRole: String] = [
        .cancel: "the cancel action", .destructive: "a destructive action", .suggested: "the suggested action",
        .unknown: "an action whose role cannot be read",
    ]

    private var kindWord: String {
        switch kind {
        case .actionSheet: "sheet"
        case .alert, .alertOrSheet: "alert"
        case .menu: "menu"
        case .swipeActions: "set of swipe actions"
        }
    }
}
