import Foundation
import XCTest

@testable import WorkshopLocalization

/// The CLI catalogues in `Docs/i18n` against the code: every sentence the code asks for is
/// translated in every language, with its values, and no catalogue keeps a sentence the code
/// no longer says.
final class CatalogueTests: XCTestCase {
  let package = Fixtures.testsFolder.deletingLastPathComponent()

  func testKeys_AreReadFromTheCodeAsTheLocalizerBuildsThem() {
    let source = #"""
      localized("Step \(step.number) of \(count(of: "x")) is done.")
      localized(
        """
        A long sentence that \
        goes on \(value).
        """)
      """#
    XCTAssertEqual(
      CatalogueKeys.keys(in: source),
      ["Step {1} of {2} is done.", "A long sentence that goes on {1}."])
  }

  func testEveryLanguage_TranslatesEverySentenceOfTheCode() throws {
    let keys = CatalogueKeys.keys(under: package.appendingPathComponent("Sources"))
    XCTAssertGreaterThan(keys.count, 100)
    for language in Language.translations {
      let catalog = try Catalog(
        contentsOf: package.appendingPathComponent(Catalog.path(for: language)))
      for (key, file) in keys.sorted(by: { $0.key < $1.key }) {
        let values = (0..<placeholders(in: key)).map { "<\($0 + 1)>" }
        let text = LocalizableText(key: key, values: values)
        XCTAssertNotNil(
          catalog.translation(of: text),
          "\(Catalog.path(for: language)) lacks (or loses a value of) \"\(key)\" (\(file))")
      }
      for key in catalog.strings.keys.sorted() where keys[key] == nil {
        XCTFail("\(Catalog.path(for: language)) keeps \"\(key)\", which the code no longer says")
      }
    }
  }

  private func placeholders(in key: String) -> Int {
    (1...20).last { key.contains("{\($0)}") } ?? 0
  }
}
