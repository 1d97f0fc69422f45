/// A title builder as site extraction reads it, for every call named like one: a reference, so
/// taking it from its callee's list is one retain (a `BuilderAPI` copy retained and released each
/// of its parts, about 500 instructions a site).
final class SiteBuilder: Sendable {
    let call: CallPattern
    let frameworks: FrameworkBits
    let kind: ControlKind
    let titleSources: [TitleSource]
    let role: RoleSource?
    /// The frameworks in whose files the builder's first unlabeled literal is a key
    /// (`keyLookupBuilders`: SwiftUI's `Button("…")`); empty when it is never one.
    let literalKeyFrameworks: FrameworkBits

    init(_ api: BuilderAPI, keyLookup: KeyLookup?) {
        call = api.call
        frameworks = FrameworkBits(api.frameworks)
        kind = api.kind
        titleSources = api.titleSources
        role = api.role
        literalKeyFrameworks = keyLookup.map { lookup in lookup.onlyIn.map { FrameworkBits([$0]) } ?? .all } ?? FrameworkBits([])
    }

    /// Whether `call` is this builder in a file importing the frameworks `frameworks` holds.
    func matches(_ call: Call, in frameworks: FrameworkBits) -> Bool {
        self.frameworks.intersects(frameworks) && self.call.matches(call)
    }
}
