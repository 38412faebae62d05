import XCTest

@testable import WorkshopDocs

final class StaticSiteServerTests: XCTestCase {
  func site() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-site-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for path in ["index.html", "documentation/index.html", "data/page.json"] {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(path.utf8).write(to: url)
    }
    return folder
  }

  func testServesFiles_AndThePageOfTheNearestFolderForRoutedPaths() throws {
    let server = try StaticSiteServer(folder: site(), port: 0)
    defer { server.stop() }
    XCTAssertEqual(try fetch(server.url.appendingPathComponent("data/page.json")), "data/page.json")
    XCTAssertEqual(try fetch(server.url), "index.html")
    XCTAssertEqual(
      try fetch(server.url.appendingPathComponent("documentation/effectkit/store")),
      "documentation/index.html")
  }

  func testPathOutsideTheFolder_IsNotServed() throws {
    let server = try StaticSiteServer(folder: site(), port: 0)
    defer { server.stop() }
    XCTAssertNil(server.file(for: "/../../etc/passwd"))
    XCTAssertNil(server.file(for: "/%2E%2E/secret"))
  }

  func testPortTaken_IsAClearError() throws {
    let first = try StaticSiteServer(folder: site(), port: 0)
    defer { first.stop() }
    XCTAssertThrowsError(try StaticSiteServer(folder: site(), port: first.port)) { error in
      XCTAssertEqual(
        "\(error)",
        "Port \(first.port) on 127.0.0.1 is taken: another program listens on it. Pick another "
          + "with --port, e.g. --port \(first.port + 1).")
    }
  }

  private func fetch(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
