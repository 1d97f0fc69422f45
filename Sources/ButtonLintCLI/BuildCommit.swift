/// The commit this binary was built from, for `--version`. `make` and
/// `Scripts/build-artifactbundle.sh` write `BuildCommit+Stamp.swift` (ignored by git) from
/// `git rev-parse` and build with `-DBUTTONLINT_COMMIT_STAMP`; every other build (`swift build`,
/// a source archive without `.git`, a plugin's tool) says "unknown" and needs no git.
#if !BUTTONLINT_COMMIT_STAMP
enum BuildCommit {
    static let value = "unknown"
}
#endif
