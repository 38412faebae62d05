import Foundation
import XCTest

@testable import WorkshopLocalization

final class LocalizerTests: XCTestCase {
  func testInterpolatedText_BecomesAKeyWithNumberedPlaceholders() {
    let step = "03"
    let count = 2
    let text: LocalizableText = "Step \(step) has \(count) hints."
    XCTAssertEqual(text.key, "Step {1} has {2} hints.")
    XCTAssertEqual(text.values, ["03", "2"])
  }

  func testTranslation_PutsTheValuesWhereItsGrammarWantsThem() {
    let localizer = Localizer()
    let warnings = Warnings()
    localizer.configure(
      .simplifiedChinese,
      catalog: Catalog(strings: ["{1} of {2} checks pass.": "{2} 项检查中通过了 {1} 项。"]),
      warn: warnings.record)
    XCTAssertEqual(localizer.localize("\(3) of \(5) checks pass."), "5 项检查中通过了 3 项。")
    XCTAssertEqual(warnings.lines, [])
  }

  func testMissingText_FallsBackToEnglish_AndSaysSoOnce() {
    let localizer = Localizer()
    let warnings = Warnings()
    localizer.configure(.french, catalog: Catalog(strings: [:]), warn: warnings.record)
    XCTAssertEqual(localizer.localize("Step \("03") is done."), "Step 03 is done.")
    XCTAssertEqual(localizer.localize("Ready."), "Ready.")
    XCTAssertEqual(warnings.lines, [fallbackLine(for: .french)])
  }

  func testEmptyTranslation_OrOneThatDropsAValue_FallsBackToEnglish() {
    let localizer = Localizer()
    let warnings = Warnings()
    localizer.configure(
      .korean, catalog: Catalog(strings: ["Ready.": "", "Step {1} is done.": "완료했습니다."]),
      warn: warnings.record)
    XCTAssertEqual(localizer.localize("Ready."), "Ready.")
    XCTAssertEqual(localizer.localize("Step \("03") is done."), "Step 03 is done.")
    XCTAssertEqual(warnings.lines.count, 1)
  }

  func testEnglish_NeverWarns() {
    let localizer = Localizer()
    let warnings = Warnings()
    localizer.configure(.english, catalog: Catalog(strings: [:]), warn: warnings.record)
    XCTAssertEqual(localizer.localize("Ready."), "Ready.")
    XCTAssertEqual(warnings.lines, [])
  }

  func testCatalogueFile_IsReadFromTheCourse_AndABrokenOneMeansEnglish() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      #"{"strings": {"Ready.": "Prêt."}}"#, to: Catalog.path(for: .french), in: root)
    let localizer = Localizer()
    let warnings = Warnings()
    localizer.configure(.french, root: root, warn: warnings.record)
    XCTAssertEqual(localizer.localize("Ready."), "Prêt.")

    try Fixtures.write("{ not json", to: Catalog.path(for: .french), in: root)
    localizer.configure(.french, root: root, warn: warnings.record)
    XCTAssertEqual(localizer.localize("Ready."), "Ready.")
    XCTAssertEqual(warnings.lines, [fallbackLine(for: .french)])
  }

  func testTranslatedFile_IsUsedOnlyWhileItsEnglishIsUnchanged() throws {
    let root = try Fixtures.emptyFolder(for: self)
    let english = "# 01 · Title\n\nThe lesson.\n\n## What to do\n\nWrite it.\n"
    try Fixtures.write(english, to: "Exercises/01-A/README.md", in: root)
    try Fixtures.write(
      "# 01 · Titre\n\nLa leçon.\n\n## À faire\n\nÉcrivez-le.\n",
      to: "Exercises/01-A/README.fr.md", in: root)
    try TranslationSources(files: ["Exercises/01-A/README.fr.md": sectionHashes(of: english)])
      .write(root: root, language: .french)
    let localizer = Localizer()
    let warnings = Warnings()
    localizer.configure(.french, root: root, warn: warnings.record)
    XCTAssertTrue(
      localizer.file("Exercises/01-A/README.md", english: english).contains("La leçon."))
    XCTAssertEqual(warnings.lines, [])

    // One English paragraph changes: the translation is stale, so the English shows.
    let changed = english.replacingOccurrences(of: "Write it.", with: "Write it twice.")
    XCTAssertEqual(localizer.file("Exercises/01-A/README.md", english: changed), changed)
    XCTAssertEqual(warnings.lines, [fallbackLine(for: .french)])
  }

  func testStepCatalogue_GivesTitlesAndBugs_StampedFromTheCurrentEnglish() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      #"{"steps": {"counter": {"title": "Un compteur", "bugs": {"1": {"summary": "S", "hint": "H"}}}}}"#,
      to: StepCatalog.path(for: .french), in: root)
    try TranslationSources(files: [
      StepCatalog.path(for: .french): [
        StepCatalog.titleKey(step: "counter"): FNV1a.hex(of: "A counter"),
        StepCatalog.bugKey(step: "counter", bug: 1): StepCatalog.bugHash(
          summary: "Sum", hint: "Hint"),
      ]
    ]).write(root: root, language: .french)
    let localizer = Localizer()
    let warnings = Warnings()
    localizer.configure(.french, root: root, warn: warnings.record)
    XCTAssertEqual(localizer.stepTitle(id: "counter", english: "A counter"), "Un compteur")
    XCTAssertEqual(
      localizer.plantedBug(step: "counter", number: 1, .init(summary: "Sum", hint: "Hint")).summary,
      "S")
    XCTAssertEqual(warnings.lines, [])
    XCTAssertEqual(localizer.stepTitle(id: "counter", english: "A new title"), "A new title")
    XCTAssertEqual(
      localizer.plantedBug(step: "counter", number: 1, .init(summary: "Sum", hint: "New")).hint,
      "New")
    XCTAssertEqual(warnings.lines.count, 1)
  }

  func testStepCatalogue_TranslatesTheReasonABugIsNotExpected_StampedWithIt() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      #"""
      {"steps": {"counter": {"bugs": {
        "1": {"summary": "S", "hint": "H", "uncatchableBecause": "Pas ici"},
        "2": {"summary": "S2", "hint": "H2"}}}}}
      """#,
      to: StepCatalog.path(for: .french), in: root)
    let english = PlantedBugTexts(summary: "Sum", hint: "Hint", uncatchableBecause: "Not here")
    try TranslationSources(files: [
      StepCatalog.path(for: .french): [
        StepCatalog.bugKey(step: "counter", bug: 1): StepCatalog.bugHash(
          summary: "Sum", hint: "Hint", uncatchableBecause: "Not here"),
        StepCatalog.bugKey(step: "counter", bug: 2): StepCatalog.bugHash(
          summary: "Sum", hint: "Hint", uncatchableBecause: "Not here"),
      ]
    ]).write(root: root, language: .french)
    let localizer = Localizer()
    let warnings = Warnings()
    localizer.configure(.french, root: root, warn: warnings.record)

    XCTAssertEqual(
      localizer.plantedBug(step: "counter", number: 1, english),
      PlantedBugTexts(summary: "S", hint: "H", uncatchableBecause: "Pas ici"))
    XCTAssertEqual(warnings.lines, [])
    // The English reason changed since the stamp: the whole bug shows in English.
    let changed = PlantedBugTexts(summary: "Sum", hint: "Hint", uncatchableBecause: "Elsewhere")
    XCTAssertEqual(localizer.plantedBug(step: "counter", number: 1, changed), changed)
    // A translation without the reason the English gives is not used either.
    XCTAssertEqual(localizer.plantedBug(step: "counter", number: 2, english), english)
    XCTAssertEqual(warnings.lines.count, 1)
  }

  func testMessageWrittenElsewhere_IsTranslatedByTheKeyItFills_OrLeftAsItIs() {
    let catalog = Catalog(strings: [
      "TODO(1): not written yet": "TODO(1)：还没有写",
      "TODO(3): assertSnapshot neither compares nor records {1} yet":
        "TODO(3)：assertSnapshot 还既不比较也不录制 {1}",
      "{1} of {2} done": "{2} 中完成了 {1}",
    ])
    XCTAssertEqual(catalog.translation(ofMessage: "TODO(1): not written yet"), "TODO(1)：还没有写")
    XCTAssertEqual(
      catalog.translation(
        ofMessage: "TODO(3): assertSnapshot neither compares nor records empty.txt yet"),
      "TODO(3)：assertSnapshot 还既不比较也不录制 empty.txt")
    XCTAssertEqual(catalog.translation(ofMessage: "3 of 4 done"), "4 中完成了 3")
    XCTAssertNil(catalog.translation(ofMessage: "TODO(2): something else"))

    let localizer = Localizer()
    localizer.configure(.simplifiedChinese, catalog: catalog) { _ in XCTFail("no fallback line") }
    XCTAssertEqual(localizer.translated(message: "something else"), "something else")
    XCTAssertEqual(localizer.translated(message: "3 of 4 done"), "4 中完成了 3")
  }

  func testAFailureMessage_IsTranslatedOnlyByTheChecksSentences_NeverByTheCLIs() throws {
    // A learner's own message that happens to fill one of the CLI's sentences.
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      #"{"strings": {"'{1}' does not take '{2}'.": "'{1}'에는 '{2:을}' 쓸 수 없습니다."}}"#,
      to: Catalog.path(for: .korean), in: root)
    try Fixtures.write(
      #"{"strings": {"TODO(1): not written yet": "TODO(1): 아직 작성하지 않았습니다"}}"#,
      to: Catalog.checksPath(for: .korean), in: root)
    let localizer = Localizer()
    localizer.configure(.korean, root: root) { _ in }

    let mine = "'{3}' does not take '{1:을}'."
    XCTAssertEqual(localizer.translated(message: mine), mine)
    XCTAssertEqual(
      localizer.translated(message: "TODO(1): not written yet"), "TODO(1): 아직 작성하지 않았습니다")
    // The CLI's own sentences still speak Korean.
    XCTAssertEqual(
      localizer.localize(LocalizableText(key: "'{1}' does not take '{2}'.", values: ["a", "b"])),
      "'a'에는 'b를' 쓸 수 없습니다.")
  }

  func testMessageThatFitsAJoinerAndItsOwnKey_IsTranslatedByItsOwnKey() {
    // Many keys, so that the order the catalogue holds them in cannot decide.
    var strings = ["{1}; {2}": "{1}；{2}", "{1}: {2}": "{1}：{2}"]
    for number in 1...50 { strings["TODO(\(number)): unrelated {1}"] = "TODO(\(number))：无关 {1}" }
    strings["TODO(1): return one effect; it returns {1}"] = "TODO(1)：返回一个 effect；它返回的是 {1}"
    let catalog = Catalog(strings: strings)
    XCTAssertEqual(
      catalog.translation(ofMessage: "TODO(1): return one effect; it returns 0"),
      "TODO(1)：返回一个 effect；它返回的是 0")
    XCTAssertEqual(catalog.translation(ofMessage: "left; right"), "left；right")
  }

  func testMessageJoinedFromSentences_IsTranslatedSentenceBySentence() {
    let catalog = Catalog(strings: [
      "{1}; {2}": "{1}；{2}", "{1}": "never used",
      "TODO(3): fail at the caller": "TODO(3)：在调用处失败",
      "it failed {1} times, and it should fail only once": "它失败了 {1} 次，而它只应失败一次",
    ])
    XCTAssertEqual(
      catalog.translation(
        ofMessage: "TODO(3): fail at the caller; it failed 2 times, and it should fail only once"),
      "TODO(3)：在调用处失败；它失败了 2 次，而它只应失败一次")
    XCTAssertEqual(
      catalog.translation(ofMessage: "TODO(3): fail at the caller; something else"),
      "TODO(3)：在调用处失败；something else")
    XCTAssertNil(catalog.translation(ofMessage: "nothing fits"))
  }
}

/// The fallback lines a localizer printed.
private final class Warnings: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  var lines: [String] { lock.withLock { recorded } }

  var record: @Sendable (String) -> Void {
    { [self] line in lock.withLock { recorded.append(line) } }
  }
}
