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
    let cli = CatalogueKeys.keys(
      under: package.appendingPathComponent("Sources"), skipping: "WorkshopChecks")
    let checks = CatalogueKeys.checkKeys(package: package)
    XCTAssertGreaterThan(cli.count, 100)
    XCTAssertGreaterThan(checks.count, 5)
    for language in Language.translations {
      for (path, keys) in [
        (Catalog.path(for: language), cli), (Catalog.checksPath(for: language), checks),
      ] {
        let catalog = try Catalog(contentsOf: package.appendingPathComponent(path))
        for (key, file) in keys.sorted(by: { $0.key < $1.key }) {
          let values = (0..<placeholders(in: key)).map { "<\($0 + 1)>" }
          let text = LocalizableText(key: key, values: values)
          XCTAssertNotNil(
            catalog.translation(of: text),
            "\(path) lacks (or loses a value of) \"\(key)\" (\(file))")
        }
        for key in catalog.strings.keys.sorted() where keys[key] == nil {
          XCTFail("\(path) keeps \"\(key)\", which the code no longer says")
        }
      }
    }
  }

  func testChecks_SayWhatIsMissing_ThroughTheCatalogue() throws {
    // NB: a fallback (`?? "nil"`, `isEmpty ? "nothing" :`) would put an English word in a
    // message the learner reads in their language; a check says `localized("(nothing)")`.
    let fallback = try NSRegularExpression(
      pattern: #"(\?\?\s*"[^"\\]*\p{L}[^"\\]*")|(\?\s*"[^"\\]*\p{L}[^"\\]*"\s*:)"#)
    var found: [String] = []
    for (path, text) in try Fixtures.solutionChecks() {
      for line in text.split(separator: "\n").map(String.init)
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        let range = NSRange(line.startIndex..., in: line)
        if fallback.firstMatch(in: line, range: range) != nil { found.append("\(path): \(line)") }
      }
    }
    XCTAssertEqual(found, [])
  }

  /// Values of every kind a Korean sentence puts a particle after, each with its ending: words
  /// ending in a consonant, in ㄹ and in a vowel, digits, Latin names.
  let koreanSamples: [(String, KoreanEnding)] = [
    ("책", .consonant), ("파일", .rieul), ("사과", .vowel), ("3", .consonant), ("1", .rieul),
    ("2", .vowel), ("JSON", .consonant), ("URL", .rieul), ("CounterTests.testUnhappyFlow", .vowel),
  ]

  func testKorean_EveryParticleAfterAValue_IsAMarker_AndAgreesWithTheValue() throws {
    let catalog = try XCTUnwrap(Catalog.all(for: .korean, root: package))
    // A particle written out after a value (`{1}을`, `'{1}'가`, `{1}을(를)`) is a fixed form.
    let fixed = try Regex(
      #"\{\d+\}[`'"/>\]]*(을|를|은|는|이|가|과|와|으로|로)(?![가-힣])|\((을|를|은|는|이|가|과|와|으)\)"#)
    var marked = 0
    for (key, template) in catalog.strings.sorted(by: { $0.key < $1.key }) {
      XCTAssertFalse(template.contains(fixed), "\(key): \(template)")
      let count = placeholders(in: key)
      guard count > 0, template.contains(":") || template.contains("}{") else { continue }
      marked += 1
      for (sample, ending) in koreanSamples {
        let text = LocalizableText(key: key, values: Array(repeating: sample, count: count))
        let filled = try XCTUnwrap(catalog.translation(of: text))
        for particle in KoreanParticle.markers.compactMap(KoreanParticle.init(marker:)) {
          let right = particle.form(after: ending)
          let wrong = right == particle.afterVowel ? particle.afterConsonant : particle.afterVowel
          guard right != wrong else { continue }
          let mismatch = try Regex(
            NSRegularExpression.escapedPattern(for: sample) + #"[`'"/>\]]*"# + wrong
              + "(?![가-힣])")
          XCTAssertFalse(filled.contains(mismatch), "\(sample)…\(wrong) in: \(filled)")
        }
      }
    }
    XCTAssertGreaterThan(marked, 40)
  }

  private func placeholders(in key: String) -> Int {
    (1...20).last { key.contains("{\($0)}") } ?? 0
  }
}
