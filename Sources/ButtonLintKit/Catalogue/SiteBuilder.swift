/// A title builder as site extraction reads it, for every call named like one: a reference, so
/// taking it from its callee's list is one retain rather than a copy of each of its parts.
final class SiteBuilder: Sendable {
    let call: CallPattern
    let frameworks: FrameworkSet
    let kind: ControlKind
    let titleSources: [TitleSource]
    let role: RoleSource?
    let untitledWhenTitleless: Bool
    /// The frameworks in whose files the builder's first unlabeled literal is a key
    /// (`keyLookupBuilders`: SwiftUI's `Button("…")`); empty when it is never one.
    let literalKeyFrameworks: FrameworkSet

    init(_ api: BuilderAPI, keyLookup: KeyLookup?) {
        call = api.call
        frameworks = api.frameworks
        kind = api.kind
        titleSources = api.titleSources
        role = api.role
        untitledWhenTitleless = api.untitledWhenTitleless
        literalKeyFrameworks = keyLookup.map { lookup in lookup.onlyIn.map { [$0] } ?? .all } ?? []
    }

    /// Whether `call` is this builder in a file importing `frameworks`.
    func matches(_ call: Call, in frameworks: FrameworkSet) -> Bool {
        self.frameworks.intersects(frameworks) && self.call.matches(call)
    }
}
