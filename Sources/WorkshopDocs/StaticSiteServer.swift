import Foundation
import WorkshopCore

#if canImport(Glibc)
  import Glibc
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
  import Darwin
  private let streamSocket = SOCK_STREAM
#endif

/// A tiny HTTP server for a static site, on 127.0.0.1 only: GET and HEAD of the files under
/// its folder, `index.html` for a folder, and for a path DocC routes in the browser
/// (`/documentation/effectkit/store`) the nearest `index.html` above it.
public final class StaticSiteServer: @unchecked Sendable {
  /// The folder served.
  public let folder: URL
  /// The port it listens on (the one the system picked when asked for 0).
  public let port: Int
  private let listener: Int32

  /// Starts listening on 127.0.0.1:`port` (0 for any free port) and serves on a thread of its
  /// own until `stop()`.
  /// - Throws: `EnvironmentError` when the port is taken or cannot be used.
  public init(folder: URL, port: Int) throws {
    self.folder = folder.standardizedFileURL
    signal(SIGPIPE, SIG_IGN)
    let listener = socket(AF_INET, streamSocket, 0)
    guard listener >= 0 else { throw EnvironmentError("Could not open a socket to serve on.") }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 64) == 0 else {
      let reason =
        errno == EADDRINUSE
        ? "is taken: another program listens on it"
        : String(
          cString: strerror(errno))
      close(listener)
      throw EnvironmentError(
        "Port \(port) on 127.0.0.1 \(reason). Pick another with --port, e.g. --port \(port + 1).")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    self.listener = listener
    self.port = Int(UInt16(bigEndian: actual.sin_port))
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  /// `http://127.0.0.1:<port>/`.
  public var url: URL { URL(string: "http://127.0.0.1:\(port)/")! }

  /// Stops listening.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func acceptLoop() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EINTR { continue }
        return
      }
      DispatchQueue.global().async { [self] in
        respond(on: client)
        close(client)
      }
    }
  }

  private func respond(on client: Int32) {
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while request.count < 65_536, request.range(of: headerEnd) == nil {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      request.append(contentsOf: buffer[0..<count])
    }
    let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
    let words = line.split(separator: " ")
    guard words.count >= 2, ["GET", "HEAD"].contains(words[0]) else {
      reply(client, status: "405 Method Not Allowed", type: "text/plain", body: Data())
      return
    }
    guard let file = file(for: String(words[1])),
      let body = FileManager.default.contents(
        atPath: file.path)
    else {
      reply(client, status: "404 Not Found", type: "text/plain", body: Data("Not found\n".utf8))
      return
    }
    reply(
      client, status: "200 OK", type: contentType(of: file),
      body: words[0] == "HEAD" ? nil : body, length: body.count)
  }

  /// The file a request path names, or `nil` outside the folder or when nothing matches.
  func file(for target: String) -> URL? {
    let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
    guard let decoded = path.removingPercentEncoding else { return nil }
    let parts = decoded.split(separator: "/").map(String.init)
    guard !parts.contains("..") else { return nil }
    var candidate = parts.reduce(folder) { $0.appendingPathComponent($1) }
    let fileManager = FileManager.default
    var isFolder: ObjCBool = false
    if fileManager.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
      return candidate
    }
    // NB: DocC's pages are routed by its JavaScript: any page path falls back to the nearest
    // index.html above it, as a static host configured for DocC does.
    while candidate.path.hasPrefix(folder.path) {
      let index = candidate.appendingPathComponent("index.html")
      if fileManager.fileExists(atPath: index.path) { return index }
      if candidate.path == folder.path { break }
      candidate.deleteLastPathComponent()
    }
    return nil
  }

  private func reply(
    _ client: Int32, status: String, type: String, body: Data?, length: Int? = nil
  ) {
    let header =
      "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\n"
      + "Content-Length: \(length ?? body?.count ?? 0)\r\nConnection: close\r\n\r\n"
    var bytes = Data(header.utf8)
    if let body { bytes.append(body) }
    bytes.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        let count = send(client, raw.baseAddress! + sent, raw.count - sent, 0)
        guard count > 0 else { return }
        sent += count
      }
    }
  }
}

private let headerEnd = Data("\r\n\r\n".utf8)

private func contentType(of file: URL) -> String {
  switch file.pathExtension.lowercased() {
  case "html": return "text/html; charset=utf-8"
  case "js": return "text/javascript; charset=utf-8"
  case "css": return "text/css; charset=utf-8"
  case "json": return "application/json"
  case "svg": return "image/svg+xml"
  case "png": return "image/png"
  case "jpg", "jpeg": return "image/jpeg"
  case "ico": return "image/x-icon"
  case "woff2": return "font/woff2"
  case "swift", "txt", "md": return "text/plain; charset=utf-8"
  default: return "application/octet-stream"
  }
}
