/// UIKit's `UIButton.Configuration` titles: `config.title = "Save"` where `config` was made by a
/// configuration factory in the same body, or `button.configuration?.title = "Save"`.
enum ConfigurationTitles {
    static func sites(in tree: SyntaxTree, factories: Set<String>, resolver: TitleResolver) -> [TitleSite] {
        tree.assignments.compactMap { assignment -> TitleSite? in
            guard assignment.target.last == "title", isConfiguration(assignment, factories: factories, tree: tree)
            else { return nil }
            return TitleSite(kind: .button, builder: "title", frameworks: FrameworkSet.sharing(.uiKitControls).intersection(resolver.frameworks), call: nil,
                             location: tree.tokens[assignment.targetStart].range.lowerBound,
                             title: resolver.title(in: assignment.value, scope: assignment.scope), role: .unspecified)
        }
    }

    private static func isConfiguration(_ assignment: MemberAssignment, factories: Set<String>, tree: SyntaxTree) -> Bool {
        let owner = assignment.target.dropLast()
        if owner.last == "configuration" { return true }
        guard owner.count == 1, let name = owner.first else { return false }
        // The nearest binding of that name in the same body or an enclosing one.
        let binding = tree.bindings.last { binding in
            binding.name == name && binding.nameToken < assignment.targetStart
                && tree.scope(binding.scope, encloses: assignment.scope)
        }
        guard let value = binding?.value, !value.isEmpty else { return false }
        return madeByFactory(value, factories: factories, tree: tree)
    }

    /// `UIButton.Configuration.filled()` or `.filled()`.
    private static func madeByFactory(_ value: Range<Int>, factories: Set<String>, tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var index = value.lowerBound
        if tokens[index].kind == .identifier, tree.text(index) == "UIButton", index + 3 < value.upperBound,
           tokens[index + 1].kind == .period, tree.text(index + 2) == "Configuration" {
            index += 3
        }
        guard index + 1 < value.upperBound, tokens[index].kind == .period else { return false }
        return factories.contains(tree.text(index + 1))
    }
}
