import XCTest

@testable import WorkshopDocs

final class UndocumentedSymbolsTests: XCTestCase {
  func testPublicSymbolWithoutDocComment_IsNamed_ButNotSynthesizedOrInternalOnes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphs-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func symbol(_ path: [String], _ access: String, documented: Bool, precise: String = "s:1")
      -> String
    {
      let doc = documented ? #", "docComment": {"lines": [{"text": "Says what."}]}"# : ""
      let components = path.map { "\"\($0)\"" }.joined(separator: ", ")
      return #"{"identifier": {"precise": "\#(precise)"}, "pathComponents": [\#(components)], "#
        + #""accessLevel": "\#(access)"\#(doc)}"#
    }
    let graph = [
      symbol(["Store"], "public", documented: true),
      symbol(["Store", "send(_:)"], "public", documented: false),
      symbol(["Store", "helper()"], "internal", documented: false),
      symbol(["Store", "!=(_:_:)"], "public", documented: false, precise: "s:SQ::SYNTHESIZED::x"),
    ]
    try Data(#"{"symbols": [\#(graph.joined(separator: ", "))]}"#.utf8)
      .write(to: folder.appendingPathComponent("Kit.symbols.json"))
    try Data(#"{"symbols": [\#(symbol(["Array", "sum()"], "public", documented: false))]}"#.utf8)
      .write(to: folder.appendingPathComponent("Kit@Swift.symbols.json"))
    try Data(#"{"symbols": [\#(symbol(["Other"], "public", documented: false))]}"#.utf8)
      .write(to: folder.appendingPathComponent("OtherKit.symbols.json"))

    XCTAssertEqual(
      try undocumentedSymbols(of: "Kit", inGraphsAt: folder), ["Array.sum()", "Store.send(_:)"])
  }
}
