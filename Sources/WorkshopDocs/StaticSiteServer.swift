import Foundation
import WorkshopCourse
import WorkshopTestRuns

#if canImport(Glibc)
  import Glibc
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
  import Darwin
  private let streamSocket = SOCK_STREAM
#endif

/// A small HTTP server for a static site, on 127.0.0.1 only: GET and HEAD of the files under
/// its folder, `index.html` for a folder, a redirect from `/` to `home`, and 404 for anything
/// else. Until `ready()` it answers every request with a page that says the site is being
/// built. It bounds what a client can cost it: a request must arrive whole within
/// `receiveTimeout` and fit in `requestLimit` bytes, and at most `connectionLimit` connections
/// are served at once (the others are answered 503 and closed at once).
public final class StaticSiteServer: @unchecked Sendable {
  /// The folder served.
  public let folder: URL
  /// The port it listens on (the one the system picked when asked for 0).
  public let port: Int
  /// Where `/` leads.
  public var home = "/tutorials/workshop"
  /// Seconds a client has to send its whole request.
  var receiveTimeout: TimeInterval = 10
  /// The most bytes a request's line and headers may take.
  var requestLimit = 16_384
  /// The most connections served at once.
  var connectionLimit = 32
  /// The most path segments a request may name.
  static let segmentLimit = 64

  private let listener: Int32
  private let lock = NSLock()
  private let refusals = DispatchQueue(label: "workshop.site-server.refusals")
  private var isReady = false
  private var openConnections = 0

  /// Starts listening on 127.0.0.1:`port` (0 for any free port) and serves on a thread of its
  /// own until `stop()`; `ready` says whether the site in `folder` is finished, or is still
  /// being built (call `ready()` when it is).
  /// - Throws: `EnvironmentError` when the port is taken or cannot be used.
  public init(folder: URL, port: Int, ready: Bool = true) throws {
    self.folder = folder.standardizedFileURL
    self.isReady = ready
    // NB: a browser that hangs up fails a write, without ending the tool (see `BrokenPipes`).
    BrokenPipes.failQuietly()
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
    guard bound == 0, listen(listener, 128) == 0 else {
      let reason =
        errno == EADDRINUSE
        ? "is taken: another program listens on it" : String(cString: strerror(errno))
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

  /// Starts serving the site: it is finished.
  public func ready() { lock.withLock { isReady = true } }

  /// Stops listening.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func acceptLoop() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EINTR || errno == EMFILE || errno == ENFILE || errno == ECONNABORTED {
          // NB: out of file descriptors: wait for connections to close instead of spinning.
          if errno != EINTR { Thread.sleep(forTimeInterval: 0.05) }
          continue
        }
        return
      }
      let admitted = lock.withLock { () -> Bool in
        guard openConnections < connectionLimit else { return false }
        openConnections += 1
        return true
      }
      guard admitted else {
        reply(client, status: "503 Service Unavailable", body: Data("Too many connections.\n".utf8))
        // NB: the request is not read; closing at once would reset the connection. One queue
        // closes the refused connections, one after another, so that they cost no threads.
        refusals.async { closeGracefully(client, within: 200) }
        continue
      }
      // NB: a thread each, not a shared queue: a client that waits holds its own thread only.
      Thread.detachNewThread { [self] in
        respond(on: client)
        closeGracefully(client, within: 1_000)
        lock.withLock { openConnections -= 1 }
      }
    }
  }

  private func respond(on client: Int32) {
    guard let request = receiveRequest(on: client) else { return }
    let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
    let words = line.split(separator: " ", maxSplits: 2)
    guard words.count >= 2, ["GET", "HEAD"].contains(words[0]) else {
      reply(client, status: "405 Method Not Allowed", body: Data())
      return
    }
    let isHead = words[0] == "HEAD"
    guard lock.withLock({ isReady }) else {
      reply(
        client, status: "503 Service Unavailable", type: "text/html; charset=utf-8",
        extraHeaders: ["Retry-After: 2"], body: isHead ? nil : Data(buildingPage.utf8),
        length: buildingPage.utf8.count)
      return
    }
    let target = String(words[1])
    if target == "/" || target.hasPrefix("/?") {
      reply(client, status: "302 Found", extraHeaders: ["Location: \(home)"], body: Data())
      return
    }
    guard let file = file(for: target), let body = FileManager.default.contents(atPath: file.path)
    else {
      let page = notFoundPage(home: home)
      reply(
        client, status: "404 Not Found", type: "text/html; charset=utf-8",
        body: isHead ? nil : Data(page.utf8), length: page.utf8.count)
      return
    }
    reply(
      client, status: "200 OK", type: contentType(of: file), body: isHead ? nil : body,
      length: body.count)
  }

  /// The request line and headers, or `nil` when the client closes, exceeds the size limit
  /// (answered 431), or takes longer than the receive timeout (answered 408).
  private func receiveRequest(on client: Int32) -> Data? {
    var timeout = timeval(tv_sec: 1, tv_usec: 0)
    setsockopt(
      client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let deadline = Date().addingTimeInterval(receiveTimeout)
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while request.range(of: headerEnd) == nil {
      guard request.count <= requestLimit else {
        reply(client, status: "431 Request Header Fields Too Large", body: Data())
        return nil
      }
      guard Date() < deadline else {
        reply(client, status: "408 Request Timeout", body: Data())
        return nil
      }
      let count = recv(client, &buffer, buffer.count, 0)
      if count > 0 {
        request.append(contentsOf: buffer[0..<count])
      } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
        return nil
      }
    }
    return request
  }

  /// The file a request path names: the file itself, or a folder's `index.html`; `nil` outside
  /// the folder, past the segment limit, or when nothing is there. Its cost grows with the
  /// path's length and no faster.
  func file(for target: String) -> URL? {
    let path = target.prefix { $0 != "?" && $0 != "#" }
    guard let decoded = String(path).removingPercentEncoding, !decoded.contains("\0") else {
      return nil
    }
    let parts = decoded.split(separator: "/")
    guard parts.count <= Self.segmentLimit, !parts.contains(where: { $0 == ".." || $0 == "." })
    else { return nil }
    let candidate = folder.appendingPathComponent(parts.joined(separator: "/"))
    guard FileManager.default.fileExists(atPath: candidate.path) else { return nil }
    guard isDirectory(candidate) else { return candidate }
    let index = candidate.appendingPathComponent("index.html")
    return FileManager.default.fileExists(atPath: index.path) ? index : nil
  }

  private func reply(
    _ client: Int32, status: String, type: String = "text/plain; charset=utf-8",
    extraHeaders: [String] = [], body: Data?, length: Int? = nil
  ) {
    let header =
      "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\n"
      + extraHeaders.map { $0 + "\r\n" }.joined()
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

/// Ends the answer, then reads what the client still sends (up to 256 KB, for `milliseconds`)
/// before closing: a socket closed with unread bytes in it resets the connection, and the client
/// may then lose the answer, say a 431 to a request it is still sending.
private func closeGracefully(_ client: Int32, within milliseconds: Int) {
  shutdown(client, Int32(SHUT_WR))
  var timeout = timeval(
    tv_sec: milliseconds / 1000, tv_usec: .init(milliseconds % 1000 * 1000))
  setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  var buffer = [UInt8](repeating: 0, count: 16_384)
  var drained = 0
  let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
  while drained < 262_144, Date() < deadline {
    let count = recv(client, &buffer, buffer.count, 0)
    guard count > 0 else { break }
    drained += count
  }
  close(client)
}

private let buildingPage = """
  <!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">
  <title>Building the site</title></head><body><p>The site is being built; this page reloads
  by itself when it is ready.</p></body></html>

  """

/// The page of an address with nothing behind it: it leads to the tutorial and to each
/// module's reference.
private func notFoundPage(home: String) -> String {
  let reference = DocsSiteBuilder.modules.map { module in
    "<a href=\"/documentation/\(module.lowercased())\">\(module)</a>"
  }
  return """
    <!doctype html><html><head><meta charset="utf-8"><title>Not found</title></head><body>
    <p>There is no page at this address. The tutorial starts at <a href="\(home)">\(home)</a>;
    the library's reference is at \(reference.joined(separator: ", ")).</p>
    </body></html>

    """
}

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
