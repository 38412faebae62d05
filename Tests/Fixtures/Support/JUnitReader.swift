import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads JUnit XML with Foundation's `XMLParser`, as a CI system would: the suites, their test
/// cases, and each case's failure, error or skip. Parsing fails on XML that is not well formed.
final class JUnitReader: NSObject, XMLParserDelegate {
  struct Suite {
    var attributes: [String: String]
    var cases: [Case] = []
  }

  struct Case {
    var attributes: [String: String]
    /// `failure`, `error` or `skipped`, with the message attribute and the text inside.
    var trouble: (kind: String, message: String?, text: String)?
  }

  private(set) var rootAttributes: [String: String] = [:]
  private(set) var suites: [Suite] = []
  private var text = ""

  struct NotWellFormed: Error, CustomStringConvertible {
    let description: String
  }

  /// Parses `xml`.
  /// - Throws: `NotWellFormed` with the parser's reason.
  static func read(_ xml: String) throws -> JUnitReader {
    let reader = JUnitReader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    // NB: on Linux `parse()` returns true for a document that ends early; the error says it.
    guard parser.parse(), parser.parserError == nil else {
      throw NotWellFormed(
        description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")")
    }
    return reader
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    text = ""
    switch name {
    case "testsuites": rootAttributes = attributes
    case "testsuite": suites.append(Suite(attributes: attributes))
    case "testcase": suites[suites.count - 1].cases.append(Case(attributes: attributes))
    case "failure", "error", "skipped":
      let last = suites[suites.count - 1].cases.count - 1
      suites[suites.count - 1].cases[last].trouble = (name, attributes["message"], "")
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard ["failure", "error"].contains(name) else { return }
    let last = suites[suites.count - 1].cases.count - 1
    suites[suites.count - 1].cases[last].trouble?.text = text
  }
}
