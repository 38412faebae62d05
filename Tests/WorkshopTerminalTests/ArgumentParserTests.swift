import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import XCTest

@testable import WorkshopTerminal

final class ArgumentParserTests: XCTestCase {
  let spec = CommandSpec(
    name: "check", abstract: "Check a step.",
    arguments: [ArgumentSpec(name: "step", help: "The step.", isOptional: true)],
    options: [
      OptionSpec(name: "timeout", valueName: "seconds", help: "Seconds."),
      OptionSpec(name: "yes", short: "y", help: "Do not ask."),
    ])

  func testNothing_RunsWithNoArguments() throws {
    XCTAssertEqual(try parseArguments([], for: spec), .run(ParsedArguments()))
  }

  func testPositionalAndOptions_AreReadInAnyOrder() throws {
    let expected = ParsedArguments(
      arguments: ["step": "03"], flags: ["yes"], options: ["timeout": "9"])
    XCTAssertEqual(
      try parseArguments(["--timeout", "9", "03", "--yes"], for: spec), .run(expected))
    XCTAssertEqual(try parseArguments(["03", "--timeout=9", "-y"], for: spec), .run(expected))
  }

  func testHelp_WinsAnywhere() throws {
    XCTAssertEqual(try parseArguments(["03", "--help"], for: spec), .help)
    XCTAssertEqual(try parseArguments(["-h"], for: spec), .help)
  }

  func testRepeatedArgument_TakesEveryPositionalLeft_OnePerLine() throws {
    let mutate = CommandSpec(
      name: "mutate", abstract: "Mutate.",
      arguments: [ArgumentSpec(name: "step", help: "Steps.", isOptional: true, isRepeated: true)],
      options: [OptionSpec(name: "list", help: "List.")])
    XCTAssertEqual(
      try parseArguments(["05", "--list", "06", "07"], for: mutate),
      .run(
        ParsedArguments(
          arguments: ["step": "05\n06\n07"], flags: ["list"],
          repeated: ["step": ["05", "06", "07"]])))
    XCTAssertEqual(mutate.usage, "workshop mutate [<step>…] [--list]")
    XCTAssertThrowsError(try parseArguments(["05", "06"], for: spec), "check takes one step")
  }

  func testRepeatedArgument_KeepsAValueHoldingANewlineWhole() throws {
    let class_ = CommandSpec(
      name: "class", abstract: "Class.",
      arguments: [
        ArgumentSpec(name: "reports", help: "Files.", isOptional: false, isRepeated: true)
      ])
    guard case .run(let parsed) = try parseArguments(["a\nb.json", "c.json"], for: class_) else {
      return XCTFail("not a run")
    }
    XCTAssertEqual(parsed.values(of: "reports"), ["a\nb.json", "c.json"])
    guard case .run(let one) = try parseArguments(["a\nb.json"], for: class_) else {
      return XCTFail("not a run")
    }
    XCTAssertEqual(one.values(of: "reports"), ["a\nb.json"])
    XCTAssertEqual(ParsedArguments().values(of: "reports"), [])
  }

  func testDoubleDash_EndsOptions() throws {
    XCTAssertEqual(
      try parseArguments(["--", "--yes"], for: spec),
      .run(ParsedArguments(arguments: ["step": "--yes"])))
  }

  func testUnknownOption_IsAUsageErrorNamingIt() {
    XCTAssertThrowsError(try parseArguments(["--fast"], for: spec)) { error in
      XCTAssertEqual(
        error as? UsageError, UsageError("'check' has no option --fast.", command: "check"))
    }
  }

  func testOptionWithoutValue_SaysWhatItNeeds() {
    XCTAssertThrowsError(try parseArguments(["--timeout"], for: spec)) { error in
      XCTAssertEqual(
        (error as? UsageError)?.message, "--timeout needs a value: --timeout <seconds>.")
    }
  }

  func testFlagWithValue_IsRejected() {
    XCTAssertThrowsError(try parseArguments(["--yes=no"], for: spec)) { error in
      XCTAssertEqual((error as? UsageError)?.message, "--yes takes no value.")
    }
  }

  func testExtraArgument_IsRejected() {
    XCTAssertThrowsError(try parseArguments(["03", "04"], for: spec)) { error in
      XCTAssertEqual((error as? UsageError)?.message, "'check' does not take '04'.")
    }
  }

  func testMissingRequiredArgument_IsNamed() {
    let solution = CommandSpec(
      name: "solution", abstract: "",
      arguments: [ArgumentSpec(name: "step", help: "", isOptional: false)])
    XCTAssertThrowsError(try parseArguments([], for: solution)) { error in
      XCTAssertEqual((error as? UsageError)?.message, "'solution' needs <step>.")
    }
  }

  func testSeconds_MustBePositiveNumbers() throws {
    XCTAssertEqual(
      try ParsedArguments(options: ["timeout": "2.5"]).seconds("timeout", command: "check"), 2.5)
    XCTAssertNil(try ParsedArguments().seconds("timeout", command: "check"))
    XCTAssertThrowsError(
      try ParsedArguments(options: ["timeout": "soon"]).seconds("timeout", command: "check"))
    for text in ["0", "-3", "inf", "nan", "1e308", "99999999999999999999", "86401"] {
      XCTAssertThrowsError(
        try ParsedArguments(options: ["timeout": text]).seconds("timeout", command: "check")
      ) {
        XCTAssertEqual(
          ($0 as? UsageError)?.message,
          "--timeout takes a number of seconds above 0 and at most 86400 (a day), such as 40; "
            + "not '\(text)'.")
      }
    }
    XCTAssertEqual(
      try ParsedArguments(options: ["timeout": "86400"]).seconds("timeout", command: "check"),
      86_400)
  }

  func testSeconds_WithALowerBound_RefuseTinyValuesAndNameTheRange() throws {
    for text in ["1e-300", "0.5", "0"] {
      XCTAssertThrowsError(
        try ParsedArguments(options: ["timeout": text]).seconds(
          "timeout", command: "check", atLeast: ParsedArguments.minimumTimeout)
      ) {
        XCTAssertEqual(
          ($0 as? UsageError)?.message,
          "--timeout takes a number of seconds from 1 to 86400 (a day), such as 40; "
            + "not '\(text)'.")
      }
    }
    XCTAssertEqual(
      try ParsedArguments(options: ["timeout": "1"]).seconds(
        "timeout", command: "check", atLeast: ParsedArguments.minimumTimeout), 1)
  }

  func testHelpText_FitsItsWidth_WrappingEachHelpUnderItself() {
    let long = CommandSpec(
      name: "check", abstract: "Check a step.",
      options: [
        OptionSpec(
          name: "format", valueName: "kind",
          help: "Print the result for a grader instead: json or junit, with every check and bug.")
      ],
      discussion: """
        Only this step is built, in a folder of its own, so that another step that does not \
        compile cannot stop it; the checks then run one by one.
        """)
    let lines = long.helpText(width: 60).split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.filter { displayWidth($0) > 60 }, [])
    // The option's help goes on under its own column.
    let option = try? XCTUnwrap(lines.firstIndex { $0.hasPrefix("  --format <kind>") })
    XCTAssertEqual(lines[(option ?? 0) + 1].prefix { $0 == " " }.count, 19)
  }

  func testHelpText_ShowsUsageArgumentsAndOptions() {
    XCTAssertEqual(
      spec.helpText(),
      """
      Usage: workshop check [<step>] [--timeout <seconds>] [--yes]

      Check a step.

      Arguments:
        <step>  The step.

      Options:
        --timeout <seconds>  Seconds.
        -y, --yes            Do not ask.
        -h, --help           Show this help.
      """)
  }

  func testHelpText_InFrench_NamesItsPlaceholdersInFrench_ButAMaintainersCommandsInEnglish() {
    Localizer.shared.configure(
      .french, catalog: Catalog(strings: ["step": "étape", "seconds": "secondes"])
    ) { _ in }
    defer { Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in } }
    let help = spec.helpText(width: 200)
    XCTAssertTrue(help.contains("[<étape>] [--timeout <secondes>]"), help)
    XCTAssertTrue(help.contains("  <étape>  "), help)
    XCTAssertTrue(help.contains("  --timeout <secondes>  "), help)
    let maintainers = CommandSpec(
      name: "verify", abstract: "Verify.", options: spec.options, isForMaintainers: true)
    XCTAssertTrue(maintainers.helpText(width: 200).contains("--timeout <seconds>"))
  }

  func testClosestMatch_SuggestsTyposOnly() {
    XCTAssertEqual(closestMatch(to: "chek", in: ["check", "list", "hint"]), "check")
    XCTAssertEqual(closestMatch(to: "LIST", in: ["check", "list"]), "list")
    XCTAssertNil(closestMatch(to: "deploy", in: ["check", "list", "hint"]))
  }
}
