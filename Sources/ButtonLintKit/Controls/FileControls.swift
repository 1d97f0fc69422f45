/// The controls stage: what a file does with controls beyond their titles, read once per file
/// next to its title sites and sheets. UIKit buttons made with a system type and whether code
/// gives each an action, table cells' detail accessories, borders and backgrounds put on
/// buttons, and the types the file declares with their inheritance and what their code holds.
struct FileControls: Sendable {
    var systemButtons: [SystemButton] = []
    var cellAccessories: [CellAccessory] = []
    var decorations: [ButtonDecoration] = []
    /// The types this file declares or extends; read only when a button or accessory needs them.
    var types: DeclaredTypes?
    /// What the whole file holds, for code at its top level (a script builds its screen there).
    var fileCode: CodeFacts { types?.fileCode ?? CodeFacts() }
    /// The file runs statements at its top level (a script, `main.swift`), so its file-level
    /// names are that script's locals.
    var hasTopLevelStatements = false

    init() {}

    /// `names` is moved into the decoration finder, which the rest reads it through (a copy
    /// retained and released each of its thirty sets and names once more per file).
    init(tree: SyntaxTree, frameworks: FrameworkSet, names: consuming ControlNames) {
        let tokens = ControlTokens(tree: tree)
        var decorator = ButtonDecorations(tokens: tokens, names: names)
        decorations = decorator.find(frameworks: frameworks)
        if frameworks.shares(.uiKitControls) {
            cellAccessories = CellAccessory.find(in: tokens, names: decorator.names)
            systemButtons = SystemButton.find(in: tokens, names: decorator.names)
        }
        if !cellAccessories.isEmpty || !systemButtons.isEmpty {
            let types = decorator.declaredTypes()
            hasTopLevelStatements = tokens.hasTopLevelStatements
            for index in systemButtons.indices {
                systemButtons[index].actions = ButtonActions.evidence(for: systemButtons[index], tokens: tokens,
                                                                      types: types, names: decorator.names)
            }
        }
        types = decorator.types
    }
}
