import Testing

/// The language stage's suites, grouped so `swift test --filter LanguageTests` runs them all.
@Suite enum LanguageTests {}
