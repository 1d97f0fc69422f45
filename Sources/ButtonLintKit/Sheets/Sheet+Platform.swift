extension FileContexts {
    /// `sheets` with what the platform of each one's code adds to its behaviour (watchOS's own
    /// Cancel): a platform fact, so no rule asks which platform it is on.
    func applyingPlatforms(to sheets: [Sheet]) -> [Sheet] {
        guard filePlatform != nil || !platformRegions.isEmpty else { return sheets }
        return sheets.map { sheet in
            guard let platform = platform(at: sheet.anchor.lowerBound) else { return sheet }
            var adjusted = sheet
            adjusted.behaviour.formUnion(platform.sheetBehaviour)
            return adjusted
        }
    }
}
