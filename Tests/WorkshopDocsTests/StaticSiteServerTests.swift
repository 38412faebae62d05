import XCTest

@testable import WorkshopDocs

#if canImport(Glibc)
  import Glibc
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
  private let systemConnect = Glibc.connect
#elseif canImport(Darwin)
  import Darwin
  private let streamSocket = SOCK_STREAM
  private let systemConnect = Darwin.connect
#endif

final class StaticSiteServerTests: XCTestCase {
  func site() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-site-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for path in ["index.html", "tutorials/workshop/index.html", "data/page.json"] {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(path.utf8).write(to: url)
    }
    return folder
  }

  func server(ready: Bool = true) throws -> StaticSiteServer {
    let server = try StaticSiteServer(folder: site(), port: 0, ready: ready)
    addTeardownBlock { server.stop() }
    return server
  }

  func testServesFiles_AndAFoldersIndexPage() throws {
    let server = try server()
    XCTAssertEqual(try request("/data/page.json", to: server).body, "data/page.json")
    XCTAssertEqual(
      try request("/tutorials/workshop", to: server).body, "tutorials/workshop/index.html")
    XCTAssertEqual(
      try request("/tutorials/workshop/?x=1#top", to: server).body,
      "tutorials/workshop/index.html")
  }

  func testRoot_LeadsToTheTutorial() throws {
    let response = try request("/", to: try server())
    XCTAssertEqual(response.status, "HTTP/1.1 302 Found")
    XCTAssertTrue(response.head.contains("Location: /tutorials/workshop\r\n"), response.head)
  }

  func testMissingFile_IsA404_NotAPageOfTheSite() throws {
    let server = try server()
    for path in ["/data/missing.json", "/tutorials/workshop/01-nothing", "/documentation/x"] {
      let response = try request(path, to: server)
      XCTAssertEqual(response.status, "HTTP/1.1 404 Not Found", path)
      XCTAssertTrue(response.body.contains("There is no page at this address"), path)
      XCTAssertTrue(
        response.body.contains("<a href=\"/documentation/effectkitasynctesting\">"),
        "the 404 page leads to the reference too")
    }
  }

  func testBeforeTheSiteIsBuilt_EveryRequestSaysItIsBeingBuilt() throws {
    let server = try server(ready: false)
    let before = try request("/tutorials/workshop", to: server)
    XCTAssertEqual(before.status, "HTTP/1.1 503 Service Unavailable")
    XCTAssertTrue(before.body.contains("The site is being built"), before.body)
    server.ready()
    XCTAssertEqual(try request("/tutorials/workshop", to: server).status, "HTTP/1.1 200 OK")
  }

  func testClientThatSendsNothing_IsAnswered408AfterTheReceiveTimeout() throws {
    let server = try server()
    server.receiveTimeout = 1
    let response = try exchange(Data(), port: server.port)
    XCTAssertTrue(response.hasPrefix("HTTP/1.1 408 Request Timeout"), response)
  }

  func testRequestOverTheSizeLimit_IsAnswered431() throws {
    let server = try server()
    let long = "GET / HTTP/1.1\r\nX-Padding: \(String(repeating: "a", count: 40_000))\r\n\r\n"
    let response = try exchange(Data(long.utf8), port: server.port)
    XCTAssertTrue(response.hasPrefix("HTTP/1.1 431"), response)
  }

  func testPathOfFortyThousandSegments_IsRefusedWithoutBeingWalked() throws {
    let server = try server()
    let path = "/" + Array(repeating: "a", count: 40_000).joined(separator: "/")
    XCTAssertNil(server.file(for: path), "a path past the segment limit")
    XCTAssertNil(
      server.file(for: "/" + Array(repeating: "a", count: 65).joined(separator: "/")))
    let response = try exchange(Data("GET \(path) HTTP/1.1\r\n\r\n".utf8), port: server.port)
    XCTAssertTrue(response.hasPrefix("HTTP/1.1 431"), response)
  }

  func testConnectionsOverTheLimit_AreAnswered503_WhileTheAdmittedOnesWait() throws {
    let server = try server()
    server.connectionLimit = 2
    server.receiveTimeout = 30
    // Two clients connect and say nothing: they hold both places.
    let idle = try (0..<2).map { _ in try connect(port: server.port) }
    defer { idle.forEach { close($0) } }
    let response = try exchange(Data("GET / HTTP/1.1\r\n\r\n".utf8), port: server.port)
    XCTAssertTrue(response.hasPrefix("HTTP/1.1 503 Service Unavailable"), response)
    XCTAssertTrue(response.hasSuffix("Too many connections.\n"), response)
  }

  func testPathOutsideTheFolder_IsNotServed() throws {
    let server = try server()
    XCTAssertNil(server.file(for: "/../../etc/passwd"))
    XCTAssertNil(server.file(for: "/%2E%2E/secret"))
    XCTAssertNil(server.file(for: "/data/%00page.json"))
  }

  func testPortTaken_IsAClearError() throws {
    let first = try server()
    XCTAssertThrowsError(try StaticSiteServer(folder: site(), port: first.port)) { error in
      XCTAssertEqual(
        "\(error)",
        "Port \(first.port) on 127.0.0.1 is taken: another program listens on it. Pick another "
          + "with --port, e.g. --port \(first.port + 1).")
    }
  }

  // MARK: - A client

  private struct Response {
    let head: String
    let body: String
    var status: String { head.components(separatedBy: "\r\n")[0] }
  }

  private func request(_ path: String, to server: StaticSiteServer) throws -> Response {
    let text = try exchange(
      Data("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), port: server.port)
    let parts = text.components(separatedBy: "\r\n\r\n")
    return Response(head: parts[0] + "\r\n", body: parts.dropFirst().joined(separator: "\r\n\r\n"))
  }

  /// Sends `bytes` and reads the answer until the server closes the connection.
  private func exchange(_ bytes: Data, port: Int) throws -> String {
    let client = try connect(port: port)
    defer { close(client) }
    bytes.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        let count = send(client, raw.baseAddress! + sent, raw.count - sent, 0)
        guard count > 0 else { return }
        sent += count
      }
    }
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var answer = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(client, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      answer.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: answer, as: UTF8.self)
  }

  private func connect(port: Int) throws -> Int32 {
    let client = socket(AF_INET, streamSocket, 0)
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(client)
      throw BrowserError("could not connect to 127.0.0.1:\(port)")
    }
    return client
  }
}
