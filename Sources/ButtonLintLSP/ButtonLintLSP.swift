import Foundation

/// `buttonlint lsp`: the language server on standard input and output, until the client says
/// `exit` or closes its end.
public enum ButtonLintLSP {
    /// Serves until `exit` (or the end of input) and returns the exit status: 0 after `shutdown`.
    public static func serve() -> Int32 {
        let queue = DispatchQueue(label: "buttonlint.lsp")
        let output = FileHandle.standardOutput
        let finished = DispatchSemaphore(value: 0)
        let server = LanguageServer(
            send: { message in output.write(Data(MessageFramer.frame(message.serialized))) },
            schedule: { delay, work in queue.asyncAfter(deadline: .now() + delay, execute: work) })
        let connection = Connection(server: server) { work in
            queue.async {
                work()
                if server.exitCode != nil { finished.signal() }
            }
        }
        // Reading blocks, so it has a thread of its own; answering stays on the queue.
        let reader = Thread {
            let input = FileHandle.standardInput
            while true {
                let data = input.availableData
                if data.isEmpty { break }
                connection.feed(Array(data))
            }
            queue.async { finished.signal() }
        }
        reader.start()
        finished.wait()
        return queue.sync { server.exitCode ?? 1 }
    }
}
