import XCTest

@testable import WorkshopLocalization

/// Korean particles after what the CLI puts in a sentence: the form follows the final sound of
/// the word before it, read as a Korean reader reads it.
final class KoreanParticleTests: XCTestCase {
  /// (text, 을/를, 으로/로) for every kind of ending a value of the CLI can have.
  let table: [(String, String, String)] = [
    // Hangul: by the final consonant; ㄹ takes 로.
    ("사과", "를", "로"), ("책", "을", "으로"), ("파일", "을", "로"), ("단계", "를", "로"),
    // Digits as read in Korean: 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구, 0 영.
    ("1", "을", "로"), ("2", "를", "로"), ("3", "을", "으로"), ("4", "를", "로"),
    ("5", "를", "로"), ("6", "을", "으로"), ("7", "을", "로"), ("8", "을", "로"),
    ("9", "를", "로"), ("0", "을", "으로"), ("버그 2", "를", "로"),
    // The last digit, or the last unit when the number ends in zeros: 십, 백, 천, 만, 억, 조.
    ("12", "를", "로"), ("17", "을", "로"), ("06", "을", "으로"), ("10", "을", "으로"),
    ("20", "을", "으로"), ("100", "을", "으로"), ("1000", "을", "으로"),
    ("10000", "을", "으로"), ("1,000,000,000,000", "를", "로"), ("0.5", "를", "로"),
    ("0.50", "을", "으로"),
    // Code: what closes it is not read; argument labels neither; a value in brackets is.
    ("`check 06`", "을", "으로"), ("`swift run workshop hint 06 --bug 1`", "을", "로"),
    ("TODO(3)", "을", "으로"), ("wait(for:timeout:)", "를", "로"),
    ("fireAndForget()", "을", "으로"), ("Effect<Never>", "를", "로"),
    (".nthPrimeResponse(17)", "을", "로"), ("'reducer'", "를", "로"),
    ("Exercises/05-TestingEffects/", "를", "로"),
    // Identifiers: the last word of a dotted path, a camelCase or a snake_case name.
    ("CounterTests.testNthPrimeButtonUnhappyFlow", "를", "로"), ("XCTest", "를", "로"),
    ("Swift Testing", "을", "으로"), ("NO_COLOR", "를", "로"), ("lastSavedAt", "을", "으로"),
    // Capitals of up to four letters are spelt out: 엘, 알 (ㄹ), 엠, 엔, and vowels.
    ("URL", "을", "로"), ("JSON", "을", "으로"), ("UUID", "를", "로"), ("A", "를", "로"),
    ("M", "을", "으로"), ("R", "을", "로"),
    // English words by their final sound (a heuristic; see KoreanReading.latinEnding).
    ("nil", "을", "로"), ("file", "을", "로"), ("table", "을", "로"), ("action", "을", "으로"),
    ("Stream", "을", "으로"), ("string", "을", "으로"), ("name", "을", "으로"),
    ("reducer", "를", "로"), ("Flow", "를", "로"), ("tests", "를", "로"), ("load", "를", "로"),
    ("bug", "를", "로"), ("state", "를", "로"), ("test", "를", "로"), ("effect", "를", "로"),
    ("wait", "를", "로"), ("loop", "를", "로"), ("async", "를", "로"), ("mock", "을", "으로"),
    ("step", "을", "으로"), ("app", "을", "으로"), ("snapshot", "을", "으로"),
    ("timeout", "을", "으로"), ("book", "을", "으로"), ("group", "을", "으로"),
    ("check", "를", "로"), ("type", "을", "으로"),
    // Nothing readable: the vowel's form, as josa libraries fall back to.
    ("", "를", "로"), ("[]", "를", "로"), ("✓", "를", "로"),
  ]

  func testForms_FollowTheFinalSoundOfTheWordBefore() throws {
    let object = try XCTUnwrap(KoreanParticle(marker: "을"))
    let direction = try XCTUnwrap(KoreanParticle(marker: "로"))
    for (text, objectForm, directionForm) in table {
      XCTAssertEqual(object.form(after: text), objectForm, "\(text)을/를")
      XCTAssertEqual(direction.form(after: text), directionForm, "\(text)(으)로")
    }
  }

  func testEveryPair_PicksItsConsonantOrVowelForm() throws {
    let pairs = [("은", "는"), ("이", "가"), ("을", "를"), ("과", "와"), ("이나", "나")]
    for (consonant, vowel) in pairs {
      for marker in [consonant, vowel] {
        let particle = try XCTUnwrap(KoreanParticle(marker: marker), marker)
        XCTAssertEqual(particle.form(after: "책"), consonant)
        XCTAssertEqual(particle.form(after: "사과"), vowel)
        XCTAssertEqual(particle.form(after: "파일"), consonant, "ㄹ is a consonant but for 로")
      }
    }
    XCTAssertNil(KoreanParticle(marker: "에"), "에 has one form: no marker")
  }

  // MARK: - The catalogue syntax

  func testMarkers_AfterAValueOrAfterText_TakeTheAgreeingForm() {
    let template = "{1:을} 위해 작성한 테스트 {2:은} 통과합니다. `{3}`{이} 힌트를 줍니다."
    let cases: [([String], String)] = [
      (
        ["책", "CounterTests.testNthPrimeButtonUnhappyFlow", "hint 06 --bug 1"],
        "책을 위해 작성한 테스트 CounterTests.testNthPrimeButtonUnhappyFlow는 통과합니다. "
          + "`hint 06 --bug 1`이 힌트를 줍니다."
      ),
      (
        ["사과", "JSON", "check 06"],
        "사과를 위해 작성한 테스트 JSON은 통과합니다. `check 06`이 힌트를 줍니다."
      ),
      (["2", "3", "bug 2"], "2를 위해 작성한 테스트 3은 통과합니다. `bug 2`가 힌트를 줍니다."),
    ]
    for (values, expected) in cases {
      let text = LocalizableText(key: "English {1} {2} {3}", values: values)
      XCTAssertEqual(Catalog(strings: [text.key: template]).translation(of: text), expected)
    }
  }

  func testAMarkedPlaceholder_CountsAsKept_AndOtherBracesStay() {
    let text = LocalizableText(key: "Run {1} with {2}.", values: ["check 06", "{x}"])
    let catalog = Catalog(strings: [text.key: "{2:과} 함께 `{1}`{로} 실행하세요. {9} {없음}"])
    XCTAssertEqual(catalog.translation(of: text), "{x}와 함께 `check 06`으로 실행하세요. {9} {없음}")
    let lost = Catalog(strings: [text.key: "`{1}`{로} 실행하세요."])
    XCTAssertNil(lost.translation(of: text), "value 2 is lost")
  }
}
