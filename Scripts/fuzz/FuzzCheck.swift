// Shared by every fuzz target (Scripts/fuzz/targets/*.swift): an invariant that, broken, stops
// the fuzzer with a crash it records as an input to reproduce.
enum FuzzCheck {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant broken: \(message())") }
    }
}
