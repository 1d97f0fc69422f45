import ButtonLintCLI
import ButtonLintLSP
import Foundation

// The executable only hands its arguments to the library and exits with its status; `lsp` is
// the language server, which speaks on standard input and output until its client says `exit`.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(arguments == ["lsp"] ? ButtonLintLSP.serve() : ButtonLintCommand().run(arguments: arguments))
