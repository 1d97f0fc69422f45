import Foundation

/// The server over a byte stream: frames read on the caller's thread, messages answered in
/// order on `enqueue`'s thread. A `$/cancelRequest` is seen as soon as it is read, so a request
/// still waiting its turn is answered `RequestCancelled` instead of done; and the server can ask
/// whether messages wait behind the one it handles.
final class Connection: @unchecked Sendable {
    let server: LanguageServer
    private var framer = MessageFramer()
    private let enqueue: (@escaping @Sendable () -> Void) -> Void
    private let lock = NSLock()
    private var cancelled: Set<String> = []
    /// Messages read and not yet begun on the queue.
    private var pending = 0

    init(server: LanguageServer, enqueue: @escaping (@escaping @Sendable () -> Void) -> Void) {
        self.server = server
        self.enqueue = enqueue
        server.takeCancellation = { [weak self] id in self?.take(id) ?? false }
        server.hasPendingInput = { [weak self] in self?.hasPending ?? false }
    }

    /// Bytes from the client, on the reading thread.
    func feed(_ bytes: [UInt8]) {
        for piece in framer.feed(bytes) {
            lock.withLock { pending += 1 }
            switch piece {
            case .malformedHeader:
                enqueue { [self] in
                    begin()
                    server.sendError(id: .null, .parseError, "a header without a valid Content-Length")
                }
            case .message(let body):
                let message = JSON.parse(body)
                if let message, message["method"]?.string == "$/cancelRequest", let id = message["params"]?["id"] {
                    lock.withLock { _ = cancelled.insert(Self.key(id)) }
                }
                enqueue { [self] in
                    begin()
                    if let message { server.handle(message) } else { server.sendError(id: .null, .parseError, "the message is not JSON") }
                }
            }
        }
    }

    private var hasPending: Bool { lock.withLock { pending > 0 } }

    /// A message's turn has come: it is no longer waiting.
    private func begin() {
        lock.withLock { pending -= 1 }
    }

    private func take(_ id: JSON) -> Bool {
        lock.withLock { cancelled.remove(Self.key(id)) != nil }
    }

    private static func key(_ id: JSON) -> String { String(decoding: id.serialized, as: UTF8.self) }
}
