import Testing

/// The localization stage's suites, grouped so `swift test --filter LocalizationTests` runs them all.
@Suite enum LocalizationTests {}
