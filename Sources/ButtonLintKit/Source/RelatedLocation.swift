/// Another place a finding is about, with what is there: for a finding about an action sheet or
/// one of its actions, each of the sheet's other actions. Reports made for people reading a list
/// leave them out; an editor shows them beside the finding.
struct RelatedLocation: Sendable, Hashable {
    var start: SourceLocation
    var end: SourceLocation
    var message: String
}
