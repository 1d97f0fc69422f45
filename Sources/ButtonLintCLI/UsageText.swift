import ButtonLintKit
/// The text of `--help`.
enum UsageText {
    static let usage = """
        Usage: buttonlint [lint] [options] [PATH...]
               buttonlint rules
               buttonlint explain RULE
               buttonlint dump-literals [PATH...]
               buttonlint titles [--format json|csv] [options] [PATH...]
               buttonlint install-hook [--uninstall]
               buttonlint merge [--reporter NAME[:FILE]]... FILE...
               buttonlint lsp

        """

    static var help: String {
        """
        buttonlint \(ButtonLintCommand.version): checks button titles in Swift code against Apple's \
        Human Interface Guidelines.

        \(usage)
        Subcommands:
          lint                 Lint files and folders (the default; PATH defaults to the current folder).
          rules                List the rules as the configuration here (or --config FILE) sets them:
                               id, severity, enabled, fixable, and each option's value.
          explain RULE         The guideline behind a rule, with bad and good examples.
          dump-literals        Every string literal: path, line, column, kind, text.
          titles               Every title site for copy review, in report order (default --format
                               json, or csv): file, line, column, api, framework, control, role,
                               text, source (literal, constant, catalog, accessor, unresolved),
                               table, catalog file and key, the rules it breaks. Takes --config,
                               --jobs, --enable, --disable as lint does.
          install-hook         Install a git pre-commit hook running 'lint --staged --strict'; an
                               existing hook is kept and runs first. --uninstall removes it again.
          merge FILE...        Join the json or sarif reports of --shard runs into one report
                               (options --reporter, --strict, --quiet, --no-color as for lint).
          lsp                  A language server over standard input and output, for editors
                               (docs/editors.md).

        Options of lint:
          --reporter NAME[:FILE]  Report format (\(ReporterRegistry.names.joined(separator: ", "))), \
        to standard output or to FILE; repeatable. Default: \(ReporterRegistry.defaultName).
          --fix                Rewrite fixable findings (title case) in place.
          --strict             Fail (exit 1) on any finding, not only errors.
          --quiet              No summary line on standard error.
          --jobs N             Lint with N workers (default: every core).
          --enable RULE        Turn a rule on (opt-in rules too); repeatable.
          --disable RULE       Turn a rule off; repeatable.
          --no-color           No color, even on a terminal (NO_COLOR also works).
          --config FILE        Use this configuration everywhere instead of the .buttonlint.yml files
                               found from each file's folder upward.
          --baseline FILE      Do not report the findings recorded in FILE.
          --write-baseline FILE  Record this run's findings in FILE (JSON, for --baseline).
          --stdin              Lint standard input...
          --stdin-path PATH    ...as if it were the file PATH.
          --staged             Lint the staged content of the Swift files staged in git (PATHs narrow it).
          --build-stamp FILE   Write FILE when the run fails nothing, remove it when it fails (for
                               build tool plugins, whose commands need a declared output).
          --shard K/N          Lint only part K of N of the files (the same split on every machine).
          --allow-empty        Pass when no Swift file is found (by default that fails with exit 1).

        Other options:
          -h, --help           Show this help.
          --version            Show the version.

        Exit status: 0 when nothing fails, 1 when a finding of severity error exists (with --strict, \
        any finding) or no Swift file was found, 2 for a usage or configuration error.

        """
    }
}
