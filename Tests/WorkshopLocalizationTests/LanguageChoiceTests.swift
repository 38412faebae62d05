import XCTest

@testable import WorkshopLocalization

final class LanguageChoiceTests: XCTestCase {
  func testPosixLocales_MapToTheWorkshopsLanguages() {
    XCTAssertEqual(Language(locale: "zh_CN.UTF-8"), .simplifiedChinese)
    XCTAssertEqual(Language(locale: "zh-Hans"), .simplifiedChinese)
    XCTAssertEqual(Language(locale: "ko_KR.UTF-8"), .korean)
    XCTAssertEqual(Language(locale: "fr_FR.UTF-8"), .french)
    XCTAssertEqual(Language(locale: "fr_CA@euro"), .french)
    XCTAssertEqual(Language(locale: "en_GB.UTF-8"), .english)
    XCTAssertEqual(Language(locale: "C"), .english)
    XCTAssertEqual(Language(locale: "C.UTF-8"), .english)
    XCTAssertNil(Language(locale: "de_DE.UTF-8"))
    XCTAssertNil(Language(locale: ""))
  }

  func testTraditionalChinese_ReadsSimplified_WithOneLineInTraditionalSayingSo() throws {
    for locale in ["zh_TW.UTF-8", "zh_HK.UTF-8", "zh_MO", "zh-Hant", "zh-Hant-TW", "zh_TW.Big5"] {
      XCTAssertTrue(Language.isTraditionalChinese(locale), locale)
      let fromLocale = try LanguageChoice(flag: nil, environment: ["LANG": locale])
      let fromFlag = try LanguageChoice(flag: locale, environment: [:])
      let fromVariable = try LanguageChoice(flag: nil, environment: ["WORKSHOP_LANG": locale])
      for choice in [fromLocale, fromFlag, fromVariable] {
        XCTAssertEqual(choice.language, .simplifiedChinese, locale)
        XCTAssertEqual(choice.notice, LanguageChoice.traditionalChineseLine, locale)
      }
    }
    for locale in ["zh_CN.UTF-8", "zh-Hans", "zh-Hans-HK", "zh_SG", "ko_KR.UTF-8", "tw"] {
      XCTAssertFalse(Language.isTraditionalChinese(locale), locale)
      XCTAssertNil(try LanguageChoice(flag: nil, environment: ["LANG": locale]).notice, locale)
    }
    // The line is in Traditional characters: 沒 體 顯 示, not 没 体 显 示.
    XCTAssertTrue(LanguageChoice.traditionalChineseLine.contains("繁體中文"))
    XCTAssertTrue(LanguageChoice.traditionalChineseLine.contains("簡體中文顯示"))
  }

  func testFlag_BeatsWorkshopLang_BeatsTheLocale() throws {
    let environment = ["WORKSHOP_LANG": "ko", "LANG": "fr_FR.UTF-8"]
    XCTAssertEqual(try choice("zh-Hans", environment), .simplifiedChinese)
    XCTAssertEqual(try choice(nil, environment), .korean)
    XCTAssertEqual(try choice(nil, ["LANG": "fr_FR.UTF-8"]), .french)
    XCTAssertEqual(try choice("en", environment), .english)
  }

  func testLocale_LcAllBeatsLcMessagesBeatsLang() throws {
    let all = ["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "zh_CN.UTF-8"]
    XCTAssertEqual(try choice(nil, all), .korean)
    XCTAssertEqual(try choice(nil, all.merging(["LC_ALL": ""]) { $1 }), .french)
    XCTAssertEqual(try choice(nil, ["LANG": "zh_CN.UTF-8"]), .simplifiedChinese)
    // The first variable set decides, even for a language the workshop does not speak.
    XCTAssertEqual(try choice(nil, ["LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"]), .english)
    XCTAssertEqual(try choice(nil, [:]), .english)
  }

  func testUnknownFlag_Throws() {
    XCTAssertThrowsError(try choice("de", [:])) { error in
      XCTAssertEqual("\(error)", "--lang de: the workshop speaks en, zh-Hans, ko, fr.")
    }
  }

  func testUnknownWorkshopLang_FallsBackToEnglishWithAWarning() throws {
    let choice = try LanguageChoice(flag: nil, environment: ["WORKSHOP_LANG": "klingon"])
    XCTAssertEqual(choice.language, .english)
    XCTAssertEqual(
      choice.warning,
      "WORKSHOP_LANG=klingon is not a language the workshop speaks (en, zh-Hans, ko, fr); "
        + "using English.")
  }

  func testLanguageFlag_IsTakenOutOfTheWordsInEitherForm() throws {
    var words = ["show", "--lang", "fr", "3"]
    XCTAssertEqual(try extractLanguageFlag(from: &words), "fr")
    XCTAssertEqual(words, ["show", "3"])

    words = ["--lang=ko", "list", "--markdown"]
    XCTAssertEqual(try extractLanguageFlag(from: &words), "ko")
    XCTAssertEqual(words, ["list", "--markdown"])

    // After `--` every word is an argument.
    words = ["show", "--", "--lang", "fr"]
    XCTAssertNil(try extractLanguageFlag(from: &words))
    XCTAssertEqual(words, ["show", "--", "--lang", "fr"])
  }

  func testLanguageFlag_WithoutAValue_Throws() {
    var words = ["list", "--lang"]
    XCTAssertThrowsError(try extractLanguageFlag(from: &words)) { error in
      XCTAssertEqual("\(error)", "--lang needs a language: en, zh-Hans, ko, fr.")
    }
  }

  private func choice(_ flag: String?, _ environment: [String: String]) throws -> Language {
    try LanguageChoice(flag: flag, environment: environment).language
  }
}
