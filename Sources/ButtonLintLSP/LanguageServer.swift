import ButtonLintKit
import Foundation

/// The language server's state and its answer to each message. It runs on one thread at a time
/// (the connection's queue); everything it says goes through `send`, and delayed work through
/// `schedule`, so tests drive it in-process with a clock of their own. Unchecked: it is only
/// touched on that one queue.
final class LanguageServer: @unchecked Sendable {
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    let send: (JSON) -> Void
    let schedule: (_ delay: Double, _ work: @escaping @Sendable () -> Void) -> Void
    /// The longest a change in a burst waits for the next before the buffer is linted.
    let debounce: Double
    /// The shortest (`changeDelay`).
    let minimumDelay: Double
    /// Seconds since an arbitrary start, to time each lint; tests put a clock of their own.
    let now: () -> Double
    /// Asked before a request is answered: whether the client cancelled it meanwhile.
    var takeCancellation: (JSON) -> Bool = { _ in false }
    /// Whether messages are read and not yet handled: a change with more behind it waits.
    var hasPendingInput: () -> Bool = { false }

    private(set) var isInitialized = false
    private(set) var isShutDown = false
    /// Set by `exit`: 0 after `shutdown`, 1 without it.
    private(set) var exitCode: Int32?
    var encoding = PositionEncoding.utf16
    var rootPaths: [String] = []
    var store = DocumentStore()
    var resolver: ConfigurationResolver
    /// What crosses files in each workspace folder: catalogs, phrases, modules, accessors.
    var projects: [BufferProject] = []
    /// The findings last published for each open document, with the generation they are of.
    var published: [String: (generation: Int, findings: [BufferFinding])] = [:]
    /// Configuration files and catalogs that carry a diagnostic now.
    var configurationURIs: Set<String> = []
    var watchesFilesDynamically = false

    init(debounce: Double = 0.15, minimumDelay: Double = 0.004, now: @escaping () -> Double = LanguageServer.monotonicSeconds,
         send: @escaping (JSON) -> Void,
         schedule: @escaping (_ delay: Double, _ work: @escaping @Sendable () -> Void) -> Void) {
        self.debounce = debounce
        self.minimumDelay = minimumDelay
        self.now = now
        self.send = send
        self.schedule = schedule
        resolver = Self.freshResolver()
    }

    static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    static func freshResolver() -> ConfigurationResolver {
        // Without an explicit file the resolver reads nothing when made, so it cannot throw.
        (try? ConfigurationResolver()) ?? { fatalError("a resolver without a file does not throw") }()
    }

    /// One message body from the client.
    func receive(_ body: [UInt8]) {
        guard let message = JSON.parse(body) else {
            sendError(id: .null, .parseError, "the message is not JSON")
            return
        }
        handle(message)
    }

    func handle(_ message: JSON) {
        guard case .object(let members) = message else {
            sendError(id: .null, .invalidRequest, "a message is a JSON object")
            return
        }
        guard let method = members["method"]?.string else {
            // A response to one of the server's requests (a registration): nothing waits for it.
            if members["result"] != nil || members["error"] != nil { return }
            sendError(id: members["id"] ?? .null, .invalidRequest, "a request names its method")
            return
        }
        let params = members["params"] ?? .null
        if let id = members["id"] {
            guard id.string != nil || id.int != nil else {
                sendError(id: .null, .invalidRequest, "a request id is a number or a string")
                return
            }
            request(method, id: id, params: params)
        } else {
            notification(method, params: params)
        }
    }

    private func request(_ method: String, id: JSON, params: JSON) {
        if takeCancellation(id) {
            sendError(id: id, .requestCancelled, "cancelled")
            return
        }
        if isShutDown {
            sendError(id: id, .invalidRequest, "the server is shut down")
            return
        }
        if !isInitialized, method != "initialize" {
            sendError(id: id, .serverNotInitialized, "initialize first")
            return
        }
        switch method {
        case "initialize":
            if isInitialized {
                sendError(id: id, .invalidRequest, "already initialized")
                return
            }
            respond(id: id, initialize(params))
        case "shutdown":
            isShutDown = true
            respond(id: id, .null)
        case "textDocument/codeAction":
            respond(id: id, codeActions(params))
        case "textDocument/hover":
            respond(id: id, hover(params))
        default:
            sendError(id: id, .methodNotFound, "unknown method \(method)")
        }
    }

    private func notification(_ method: String, params: JSON) {
        if method == "exit" {
            exitCode = isShutDown ? 0 : 1
            return
        }
        guard isInitialized, !isShutDown else { return }
        switch method {
        case "initialized": readWorkspace()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default: break  // `$/cancelRequest` is read by the connection; others need no answer.
        }
    }

    private func initialize(_ params: JSON) -> JSON {
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        watchesFilesDynamically = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        var roots = params["workspaceFolders"]?.array?.compactMap { $0["uri"]?.string.flatMap(Self.path(ofURI:)) } ?? []
        if roots.isEmpty, let root = params["rootUri"]?.string.flatMap(Self.path(ofURI:)) { roots = [root] }
        if roots.isEmpty, let root = params["rootPath"]?.string { roots = [root] }
        rootPaths = roots
        isInitialized = true
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "hoverProvider": true,
            ],
            "serverInfo": ["name": "buttonlint"],
        ]
    }

    func respond(id: JSON, _ result: JSON) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    func sendError(id: JSON, _ code: ErrorCode, _ message: String) {
        send(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code.rawValue), "message": .string(message)]])
    }

    func notify(_ method: String, _ params: JSON) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// The file path of a `file:` URI, percent-decoded; nil for other schemes.
    static func path(ofURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only the local host is ours.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            rest = rest[slash...]
        }
        return String(rest).removingPercentEncoding
    }

    /// The `file:` URI of an absolute path, with what a URI may not hold percent-encoded.
    static func uri(ofPath path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}
