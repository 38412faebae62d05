import Foundation
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge
@testable import WorkshopLocalization
@testable import WorkshopTerminal

/// The CLI in the learner's language, end to end: which language a run speaks (`--lang`, then
/// `WORKSHOP_LANG`, then the POSIX locale), the one line that says a text is in English, and
/// translated lessons that give way to the English once it changes.
final class CLILanguageEndToEndTests: XCTestCase {
  /// No language chosen by the environment: each test sets what it needs.
  let neutral = ["WORKSHOP_LANG": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": ""]
  let frenchFallback =
    "Remarque : une partie du texte n’a pas encore de traduction française à jour ; "
    + "elle s’affiche en anglais."

  func testLang_ChoosesTheCatalogue_AndMissingTextsFallBackWithOneLine() throws {
    let root = try courseWithCatalogues()
    let result = try run([], in: root, ["LANG": "fr_FR.UTF-8"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.contains("Atelier · 3 étapes\n"), result.output)
    // The rest of the list is not in the fixture's catalogue: English, said once.
    XCTAssertTrue(result.output.contains("  · 01  A counter reducer"), result.output)
    XCTAssertEqual(result.output.components(separatedBy: frenchFallback).count - 1, 1)
  }

  func testLcAll_BeatsLang() throws {
    let root = try courseWithCatalogues()
    let output = try run([], in: root, ["LC_ALL": "ko_KR.UTF-8", "LANG": "fr_FR.UTF-8"]).output
    XCTAssertTrue(output.contains("워크숍 · 3단계\n"), output)
  }

  func testWorkshopLang_BeatsTheLocale() throws {
    let root = try courseWithCatalogues()
    let output = try run([], in: root, ["WORKSHOP_LANG": "ko", "LANG": "fr_FR.UTF-8"]).output
    XCTAssertTrue(output.contains("워크숍 · 3단계\n"), output)
  }

  func testLangFlag_BeatsWorkshopLang_OnAnyCommand() throws {
    let root = try courseWithCatalogues()
    let korean = ["WORKSHOP_LANG": "ko", "LANG": "ko_KR.UTF-8"]
    let french = try run(["list", "--lang", "fr"], in: root, korean)
    XCTAssertTrue(french.output.contains("Atelier · 3 étapes\n"), french.output)

    let english = try run(["--lang=en", "list"], in: root, korean)
    XCTAssertTrue(english.output.contains("Workshop · 3 steps\n"), english.output)
    XCTAssertFalse(english.output.contains("참고"), english.output)
  }

  func testNoCatalogue_EveryTextInEnglish_WithOneLineSayingSo() throws {
    let root = try Fixtures.course(for: self)
    let result = try run(["show", "1"], in: root, ["LANG": "zh_CN.UTF-8"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.contains("# 01 · A counter reducer"), result.output)
    XCTAssertTrue(result.output.contains("Open TODOs"), result.output)
    let line = "注意：部分内容还没有简体中文译文（或译文已过时），以英文显示。"
    XCTAssertEqual(result.output.components(separatedBy: line).count - 1, 1, result.output)
  }

  func testTraditionalChinese_SaysInTraditionalThatSimplifiedFollows_ThenShowsSimplified() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write(
      #"{"strings": {"Workshop": "工作坊", "{1} steps": "{1} 个步骤"}}"#,
      to: "Docs/i18n/cli.zh-Hans.json", in: root)
    for (arguments, environment) in [
      ([], ["LANG": "zh_TW.UTF-8"]), ([], ["LC_ALL": "zh_HK.UTF-8"]),
      (["--lang", "zh-Hant"], [:]),
    ] {
      let result = try run(arguments, in: root, environment)
      XCTAssertEqual(result.status, 0, result.output)
      XCTAssertTrue(result.output.contains("工作坊 · 3 个步骤\n"), result.output)
      XCTAssertEqual(
        result.output.components(separatedBy: LanguageChoice.traditionalChineseLine).count - 1, 1,
        result.output)
    }
    let simplified = try run([], in: root, ["LANG": "zh_CN.UTF-8"]).output
    XCTAssertFalse(simplified.contains("繁體"), simplified)
  }

  func testHelp_SpeaksTheLearnersLanguage_AndSaysTheMaintainersCommandsSpeakEnglish() throws {
    let root = try Fixtures.course(for: self)
    for (language, locale) in [
      (Language.simplifiedChinese, "zh_CN.UTF-8"), (.korean, "ko_KR.UTF-8"),
      (.french, "fr_FR.UTF-8"),
    ] {
      try useTheRealCatalogue(language, in: root)
      for arguments in [
        ["help", "check"], ["check", "--help"], ["watch", "-h"], ["help", "show"],
      ] {
        let result = try run(arguments, in: root, ["LANG": locale])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(EnglishSentences.lines(in: result.output), [], "\(locale) \(arguments)")
        XCTAssertFalse(result.output.contains("Usage:"), result.output)
      }
      // The command list: English only in the maintainers' summaries, under a heading that says
      // they speak English.
      let overview = try run(["help"], in: root, ["LANG": locale]).output
      let maintainers = try XCTUnwrap(
        overview.range(of: localizedHeading(language)), "\(locale):\n\(overview)")
      let learners = String(overview[..<maintainers.lowerBound])
      XCTAssertEqual(EnglishSentences.lines(in: learners), [], overview)
      // A usage error, and the maintainers' own help, which says why it is English.
      let usage = try run(["check", "--nope"], in: root, ["LANG": locale])
      XCTAssertEqual(usage.status, 2)
      XCTAssertEqual(EnglishSentences.lines(in: usage.output), [], usage.output)
      let verify = try run(["help", "verify"], in: root, ["LANG": locale]).output
      XCTAssertTrue(verify.contains("Usage: workshop verify"), verify)
      XCTAssertEqual(EnglishSentences.lines(in: verify.prefix { $0 != "\n" }.description), [])
    }
  }

  private func localizedHeading(_ language: Language) -> String {
    switch language {
    case .simplifiedChinese: return "维护者用（英文）："
    case .korean: return "관리자용(영어):"
    case .french: return "Pour les mainteneurs (en anglais)\u{00A0}:"
    case .english: return "For maintainers (in English):"
    }
  }

  func testList_AlignsTranslatedTitlesByDisplayColumns() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write(
      #"{"steps": {"counter": {"title": "计数器 reducer"}, "tally": {"title": "能抓到 bug 的测试"}}}"#,
      to: "Docs/i18n/steps.zh-Hans.json", in: root)
    let stamp = try run(["translations", "--stamp", "Docs/i18n/steps.zh-Hans.json"], in: root, [:])
    XCTAssertEqual(stamp.status, 0, stamp.output)

    let output = try run(["list", "--lang", "zh-Hans"], in: root, [:]).output
    XCTAssertTrue(output.contains("01  计数器 reducer"), output)
    let rows = output.split(separator: "\n").filter {
      $0.hasPrefix("  · 0") || $0.hasPrefix("  - 0")
    }
    XCTAssertEqual(rows.count, 3, output)
    // The states (not translated in this fixture) start at the same terminal column.
    let columns = rows.compactMap { row in
      row.range(of: "not ").map { displayWidth(String(row[..<$0.lowerBound])) }
    }
    XCTAssertEqual(columns.count, 3, output)
    XCTAssertEqual(Set(columns).count, 1, output)
  }

  func testUnknownLangFlag_IsAUsageError() throws {
    let root = try Fixtures.course(for: self)
    let result = try run(["list", "--lang", "de"], in: root, [:])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.output.contains("error: --lang de: the workshop speaks en, zh-Hans, ko, fr."),
      result.output)
  }

  func testShow_PrintsTheStampedTranslation_AndTheEnglishOnceTheEnglishChanges() throws {
    let root = try courseWithFrenchLesson()
    XCTAssertEqual(try run(["translations", "--stamp"], in: root, [:]).status, 0)

    let french = try run(["show", "1", "--lang", "fr"], in: root, [:]).output
    XCTAssertTrue(french.contains("# 01 · Un reducer de compteur"), french)
    XCTAssertFalse(french.contains("## Indices"), "hints stay behind `hint`:\n\(french)")
    // The TODO comment stays English in the file; the lesson's numbered task says it in French.
    XCTAssertTrue(
      french.contains(
        "TODO(1)  Exercises/01-Counter/Counter.swift:8\n"
          + "           Faites ajouter un à `counterReducer` sur `.incrementTapped`.\n"), french)
    XCTAssertFalse(french.contains("add one to the state"), french)
    XCTAssertTrue(try run(["list", "--lang", "fr"], in: root, [:]).output.contains(" en fr "))

    // One English paragraph changes and the translation does not.
    try edit("Exercises/01-Counter/README.md", in: root) {
      $0.replacingOccurrences(of: "on `.resetTapped`.", with: "on `.resetTapped`, always.")
    }
    let stale = try run(["show", "1", "--lang", "fr"], in: root, [:]).output
    XCTAssertTrue(stale.contains("# 01 · A counter reducer"), stale)
    XCTAssertTrue(stale.contains(frenchFallback), stale)
    let review = try run(["translations"], in: root, [:])
    XCTAssertEqual(review.status, 1)
    XCTAssertTrue(
      review.output.contains(
        "Exercises/01-Counter/README.fr.md: the English section `## What to do` changed since "
          + "it was translated"), review.output)

    // The translator updates it (here: nothing to change) and stamps it again.
    XCTAssertEqual(
      try run(["translations", "--stamp", "Exercises/01-Counter/README.fr.md"], in: root, [:])
        .status, 0)
    XCTAssertEqual(try run(["translations"], in: root, [:]).status, 0)
    XCTAssertTrue(
      try run(["show", "1", "--lang", "fr"], in: root, [:]).output.contains(
        "# 01 · Un reducer de compteur"))
  }

  func testHint_ShowsTheTranslatedHints() throws {
    let root = try courseWithFrenchLesson()
    XCTAssertEqual(try run(["translations", "--stamp"], in: root, [:]).status, 0)
    let output = try run(["hint", "1", "--lang", "fr"], in: root, [:]).output
    XCTAssertTrue(output.contains("TODO(1) · Ajouter un\n  L’état est `inout`."), output)
  }

  func testStamp_RefusesATranslationThatLostACodeBlock() throws {
    let root = try courseWithFrenchLesson()
    for side in ["Exercises", "Solutions"] {
      try edit("\(side)/01-Counter/README.fr.md", in: root) {
        $0.replacingOccurrences(of: "this line sits", with: "cette ligne est")
      }
    }
    let result = try run(["translations", "--stamp"], in: root, [:])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.output.contains(
        "✗ Exercises/01-Counter/README.fr.md: code block 1 differs from the English one"
          + " (only its comments may)"),
      result.output)
  }

  func testCheck_PrintsThePlantedBugTableInTheLearnersLanguage() throws {
    let course = try BuildableCourse.makeAsShipped()
    try useTheRealCatalogue(.simplifiedChinese, in: course.root)
    try Fixtures.write(
      #"""
      {"steps": {"counter": {"title": "计数器 reducer"},
        "tally": {"title": "能抓到 bug 的测试", "bugs": {
        "1": {"summary": ".add 计数两次", "hint": "发送一次 .add，断言确切的计数。"},
        "2": {"summary": ".clear 留下一个", "hint": "清空一个非空的计数，断言它为零。"}}}}}
      """#,
      to: "Docs/i18n/steps.zh-Hans.json", in: course.root)
    let stamp = try run(
      ["translations", "--stamp", "Docs/i18n/steps.zh-Hans.json"], in: course.root, [:])
    XCTAssertEqual(stamp.status, 0, stamp.output)
    // The learner's tests are the reference's: they catch both bugs.
    for file in ["TallyTests.swift", "TallyClearTests.swift"] {
      let solved = try String(
        contentsOf: Fixtures.courseFolder.appendingPathComponent(
          "Solutions/02-Tally/Tests/\(file)"), encoding: .utf8)
      try course.write(solved, to: "Exercises/02-Tally/Tests/\(file)")
    }

    let run = try WorkshopCLI.runWatchingMemory(
      ["check", "02"], in: course.root, timeout: 900,
      environment: neutral.merging(["LANG": "zh_CN.UTF-8"]) { $1 })
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("预埋 bug\n  抓到了 2 个预埋 bug 中的 2 个。\n"), run.output)
    XCTAssertTrue(
      run.output.contains("  ✓  bug 1：.add 计数两次——抓到它的测试：TallyTests."), run.output)
    XCTAssertTrue(run.output.contains("  ✓  bug 2：.clear 留下一个——抓到它的测试："), run.output)
    XCTAssertTrue(run.output.contains("（构建 "), run.output)
    for english in ["planted bugs caught", "caught by", "(build "] {
      XCTAssertFalse(run.output.contains(english), "\(english) in:\n\(run.output)")
    }
    // Every text had its translation: no line says some text is in English.
    XCTAssertFalse(run.output.contains("注意："), run.output)
  }

  func testReport_InKorean_TranslatesTheTable_AndAlignsItByDisplayColumns() throws {
    let root = try Fixtures.course(for: self)
    try useTheRealCatalogue(.korean, in: root)
    try Fixtures.write(
      #"""
      {"steps": {"counter": {"title": "카운터 reducer"}, "tally": {"title": "버그를 잡는 테스트"},
        "later": {"title": "아직 쓰는 중인 단계"}}}
      """#,
      to: "Docs/i18n/steps.ko.json", in: root)
    XCTAssertEqual(
      try run(["translations", "--stamp", "Docs/i18n/steps.ko.json"], in: root, [:]).status, 0)
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { progress in
      progress.update(course.steps[0]) {
        $0.recordCheck(
          .passed, tally: CheckTally(passed: 3, total: 3),
          hash: course.exerciseHash(course.steps[0]),
          at: Date(timeIntervalSince1970: 1_800_000_000))
      }
    }

    let output = try run(["report", "--name", "Ada"], in: root, ["LANG": "ko_KR.UTF-8"]).output
    let lines = output.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "워크숍 보고서 · Ada · 모든 단계 · 3단계 중 1단계 완료", output)
    XCTAssertTrue(output.contains("01    카운터 reducer"), output)
    XCTAssertTrue(output.contains("완료"), output)
    XCTAssertTrue(output.contains("시작 전"), output)
    XCTAssertTrue(output.contains("`swift run workshop report`로 만들었습니다."), output)
    // The state column starts at the same terminal column in the header and every row.
    let table = Array(lines.dropFirst().prefix(4))
    XCTAssertTrue(table[0].hasPrefix("단계  제목"), output)
    let columns = zip(table, ["상태", "완료", "시작 전", "준비되지 않음"]).compactMap { line, state in
      line.range(of: state).map { displayWidth(String(line[..<$0.lowerBound])) }
    }
    XCTAssertEqual(columns.count, 4, output)
    XCTAssertEqual(Set(columns).count, 1, output)
    XCTAssertFalse(output.contains("Workshop report"), output)
  }

  func testHintBug_TranslatesWhyABugIsNotExpected_AndFallsBackWhenTheEnglishChanges() throws {
    let root = try Fixtures.course(for: self)
    try useTheRealCatalogue(.french, in: root)
    let bugs = "Tests/PlantedBugs/02-Tally/PlantedBugs.json"
    try edit(bugs, in: root) {
      $0.replacingOccurrences(
        of: #""hint": "Clear a non-empty tally and assert it is zero.","#,
        with: #""hint": "Clear a non-empty tally and assert it is zero.", "#
          + #""uncatchableBecause": "a tally of one cannot show it","#)
    }
    try Fixtures.write(
      #"""
      {"steps": {"tally": {"title": "Des tests qui attrapent des bugs", "bugs": {
        "2": {"summary": ".clear en laisse un", "hint": "Videz un compteur non vide.",
          "uncatchableBecause": "un compteur à un seul élément ne peut pas le montrer"}}}}}
      """#,
      to: "Docs/i18n/steps.fr.json", in: root)
    XCTAssertEqual(
      try run(["translations", "--stamp", "Docs/i18n/steps.fr.json"], in: root, [:]).status, 0)

    let french = try run(["hint", "2", "--bug", "2", "--lang", "fr"], in: root, [:]).output
    XCTAssertTrue(
      french.contains(
        "Étape 02 · Bug volontaire 2\n  .clear en laisse un\n  Pas attendu de vos tests ici\u{00A0}: "
          + "un compteur à un seul élément ne peut pas le\n  montrer"), french)

    // The English reason changes: the stale translation gives way to the English.
    try edit(bugs, in: root) {
      $0.replacingOccurrences(of: "a tally of one", with: "one tally")
    }
    let stale = try run(["hint", "2", "--bug", "2", "--lang", "fr"], in: root, [:]).output
    XCTAssertTrue(stale.contains(".clear leaves one behind\n"), stale)
    XCTAssertTrue(stale.contains("one tally cannot show it"), stale)
    XCTAssertTrue(stale.contains(frenchFallback), stale)
  }

  // MARK: - Helpers

  /// The package's own CLI catalogue of `language`, copied into the course at `root`; removed
  /// again after the test, since a shared buildable course outlives it.
  private func useTheRealCatalogue(_ language: Language, in root: URL) throws {
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    let path = Catalog.path(for: language)
    try Fixtures.write(
      try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8), to: path,
      in: root)
    addTeardownBlock {
      try? FileManager.default.removeItem(at: root.appendingPathComponent("Docs"))
    }
  }

  private func run(_ arguments: [String], in root: URL, _ environment: [String: String])
    throws -> WorkshopCLI.Result
  {
    try WorkshopCLI.run(
      arguments, in: root, environment: neutral.merging(environment) { $1 })
  }

  /// The fixture course with small French and Korean catalogues (two sentences each).
  private func courseWithCatalogues() throws -> URL {
    let root = try Fixtures.course(for: self)
    try Fixtures.write(
      #"{"strings": {"Workshop": "Atelier", "{1} steps": "{1} étapes"}}"#,
      to: "Docs/i18n/cli.fr.json", in: root)
    try Fixtures.write(
      #"{"strings": {"Workshop": "워크숍", "{1} steps": "{1}단계"}}"#,
      to: "Docs/i18n/cli.ko.json", in: root)
    return root
  }

  /// The fixture course with step 01's lesson and hints in French, on both sides.
  private func courseWithFrenchLesson() throws -> URL {
    let root = try courseWithCatalogues()
    for side in ["Exercises", "Solutions"] {
      try Fixtures.write(frenchLesson, to: "\(side)/01-Counter/README.fr.md", in: root)
      try Fixtures.write(frenchHints, to: "\(side)/01-Counter/HINTS.fr.md", in: root)
    }
    return root
  }

  private func edit(_ path: String, in root: URL, _ change: (String) -> String) throws {
    let url = root.appendingPathComponent(path)
    try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
  }

  private let frenchLesson = """
    # 01 · Un reducer de compteur

    Une leçon d’exemple pour les tests de la CLI.

    ## À faire

    1. Faites ajouter un à `counterReducer` sur `.incrementTapped`.
    2. Faites-le revenir à zéro sur `.resetTapped`.

    ```swift
    ## Not a heading: this line sits in a code block.
    ```

    ## Indices

    Bloqué\u{00A0}? `swift run workshop hint 01` donne un indice à la fois.

    """

  private let frenchHints = """
    # 01 · Indices

    `swift run workshop hint 01` les affiche un par un.

    ## TODO(1) · Ajouter un

    - L’état est `inout`.
    - Ajoutez un avec `+=`.

    ## TODO(2)

    - Zéro est une valeur tout à fait convenable.

    """
}
