import ButtonLintCLI
import Foundation

// The executable only hands its arguments to the library and exits with its status.
exit(ButtonLintCommand().run(arguments: Array(CommandLine.arguments.dropFirst())))
