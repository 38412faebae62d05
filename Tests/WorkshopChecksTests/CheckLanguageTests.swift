import XCTest

@testable import WorkshopChecks
@testable import WorkshopLocalization

/// The language of the checks' messages: the one `workshop check` passes, else, through a plain
/// `swift test`, the learner's locale.
final class CheckLanguageTests: XCTestCase {
  func testThroughPlainSwiftTest_TheLocaleDecides() {
    XCTAssertEqual(CheckLanguage.language(in: ["LANG": "fr_FR.UTF-8"]), .french)
    XCTAssertEqual(CheckLanguage.language(in: ["LC_ALL": "ko_KR.UTF-8", "LANG": "fr_FR"]), .korean)
    XCTAssertEqual(CheckLanguage.language(in: [:]), .english)
  }

  func testTheLanguageACheckPasses_WinsOverTheLocale() {
    XCTAssertEqual(
      CheckLanguage.language(in: ["WORKSHOP_LANG": "en", "LANG": "fr_FR.UTF-8"]), .english)
    XCTAssertEqual(
      CheckLanguage.language(in: ["WORKSHOP_LANG": "zh-Hans", "LANG": "fr_FR"]),
      .simplifiedChinese)
  }
}
