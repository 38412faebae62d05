import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopMutation

final class MutantSchemaTests: XCTestCase {
  /// The schema of `code` holding all its mutants, and the mutants, numbered from 1.
  private func schema(_ code: String, _ kinds: Set<MutantKind>) -> (MutantSchema, [Mutant]) {
    let mutants = MutantGenerator(file: "F.swift", text: code).mutants.filter {
      kinds.contains($0.kind)
    }
    let numbered = mutants.enumerated().map { ($0.offset + 1, $0.element) }
    return (MutantSchema(text: code, mutants: numbered), mutants)
  }

  /// The program `swiftc` makes of `schema` (as `Grade.swift`) and `main`, and where its reach
  /// notes go when a run is told to write them.
  private func compile(_ schema: MutantSchema, main: String) throws -> (
    program: URL, notes: URL
  ) {
    let folder = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(schema.text, to: "Grade.swift", in: folder)
    try Fixtures.write(main, to: "main.swift", in: folder)
    let swiftc = try XCTUnwrap(
      findExecutable("swiftc", environment: ProcessInfo.processInfo.environment))
    let program = folder.appendingPathComponent("grade")
    let build = try runProcess(
      swiftc, arguments: ["-Onone", "Grade.swift", "main.swift", "-o", program.path],
      directory: folder, timeout: 300)
    XCTAssertEqual(build.termination, .exited(0), build.output)
    return (program, folder.appendingPathComponent("reached"))
  }

  /// The schema's text without the switch it ends with.
  private func body(_ schema: MutantSchema) -> String {
    String(schema.text.dropLast(MutantSchema.switchCode.count))
  }

  func testStatementLine_PicksEachMutantsVersionByNumber_KeepingTheLineCount() {
    let code = """
      func f() {
        state.count += 1
      }
      """
    let (schema, _) = schema(code, [.operatorSwap, .deletedStatement, .integerNudge])
    XCTAssertEqual(
      body(schema),
      """
      func f() {
        if workshopMutant(1) {  } else if workshopMutant(2) { state.count -= 1 } else if \
      workshopMutant(3) { state.count += 0 } else if workshopMutant(4) { state.count += 2 } else \
      { state.count += 1 }
      }
      """)
    XCTAssertEqual(schema.included, [1, 2, 3, 4])
    XCTAssertTrue(schema.text.hasSuffix(MutantSchema.switchCode))
  }

  func testDeclaration_PicksItsValue_AndLeavesOutMutantsThatChangeTheName() {
    let code = "let total = a + b\nprint(other)"
    let (schema, mutants) = schema(code, [.operatorSwap, .swappedStatements])
    XCTAssertEqual(mutants.map(\.kind), [.swappedStatements, .operatorSwap])
    XCTAssertEqual(
      body(schema), "let total = (workshopMutant(2) ? (a - b) : (a + b))\nprint(other)")
    XCTAssertEqual(schema.included, [2], "a swap moves the declaration: a build of its own")
  }

  func testConditions_OfGuardAndIf_ArePickedAsValues_AClauseBesideABindingInPlace() {
    let code = """
      guard n > 0 else { return }
      if a && b {
      }
      guard let x, n > 0 else { return }
      """
    let (schema, _) = schema(code, [.operatorSwap, .negatedGuard])
    XCTAssertEqual(
      body(schema),
      """
      guard (workshopMutant(1) ? (!(n > 0)) : workshopMutant(2) ? (n >= 0) : (n > 0)) else \
      { return }
      if (workshopMutant(3) ? (a || b) : (a && b)) {
      }
      guard let x, (workshopMutant(5) ? (n >= 0) : (n > 0)) else { return }
      """)
  }

  func testReturn_IsOnlyEverPickedForAnotherReturn() {
    let code = """
      func f() -> Int {
        if x {
          return 1
        }
        return 2
      }
      """
    let (schema, mutants) = schema(code, [.removedReturn, .integerNudge])
    XCTAssertEqual(mutants.first?.kind, .removedReturn)
    XCTAssertFalse(schema.mutants(on: 3).contains(1), "a path without a return does not compile")
    XCTAssertTrue(schema.included.contains(1), "a copy of the function's body holds it")
    XCTAssertTrue(schema.mutants(on: 3).contains(2))
  }

  func testDefer_PicksItsBody_AndAnEmptyBodyWhenDropped() {
    let (schema, _) = schema("defer { isSending = false }", [.droppedDefer, .booleanFlip])
    XCTAssertEqual(
      body(schema),
      "defer { if workshopMutant(1) {  } else if workshopMutant(2) { isSending = true } else "
        + "{ isSending = false } }")
  }

  func testStoredProperty_PicksItsInitialValue() {
    let (schema, _) = schema("private static var count = 0", [.integerNudge])
    XCTAssertEqual(body(schema), "private static var count = (workshopMutant(1) ? (1) : (0))")
  }

  func testInitializerAssignments_AreNotPickedByIf_ButTheirValueIs() {
    let code = """
      init(value: Int) {
        self.value = value + 1
      }
      """
    XCTAssertEqual(
      body(schema(code, [.operatorSwap]).0),
      """
      init(value: Int) {
        self.value = (workshopMutant(1) ? (value - 1) : (value + 1))
      }
      """, "`if` would leave the property unset on one path")
  }

  func testErrorAtAClosingBrace_BlamesTheRewritesOfItsBody() {
    let code = """
      func f() -> Int {
        if x {
          total += 1
        }
        return 2
      }
      """
    let (schema, _) = schema(code, [.operatorSwap])
    XCTAssertEqual(schema.mutants(around: 6), [1])
    XCTAssertEqual(schema.mutants(around: 4), [1])
    XCTAssertEqual(schema.mutants(around: 5), [])
  }

  func testSwappedStatements_EachLineHoldsTheOther() {
    let code = "notify()\nstate.x = 1"
    let (schema, _) = schema(code, [.swappedStatements])
    XCTAssertEqual(
      body(schema),
      "if workshopMutant(1) { state.x = 1 } else { notify() }\n"
        + "if workshopMutant(1) { notify() } else { state.x = 1 }")
  }

  func testLinesThatCannotBeWrapped_AreLeftOut() {
    let code = """
      save(a,
        b + c)
      let s = f("x") + y  // note
      """
    let (schema, mutants) = schema(code, [.operatorSwap])
    XCTAssertEqual(mutants.count, 2)
    XCTAssertEqual(schema.included, [])
    XCTAssertEqual(body(schema), code)
  }

  func testCompilerErrors_AreBlamedOnTheVersionTheyAreIn() throws {
    let code = "  state.count += 1"
    let (schema, _) = schema(code, [.operatorSwap])
    let line = body(schema)
    let version = try XCTUnwrap(line.range(of: "state.count -= 1"))
    let column = line.utf8.distance(from: line.startIndex, to: version.lowerBound) + 1
    XCTAssertEqual(schema.stillborn(line: 1, column: column + 3), [1])
    XCTAssertNil(schema.stillborn(line: 1, column: line.utf8.count - 3), "in the original")
    XCTAssertNil(schema.stillborn(line: 2, column: 1))
    XCTAssertEqual(schema.mutants(on: 1), [1])
  }

  /// The schema compiled for real: the variable picks a mutant, and the reach file notes, once
  /// a process, each mutant whose line ran, and no other.
  func testSwitch_PicksTheMutant_AndNotesEachReachedMutantOnce() throws {
    let code = """
      func grade(_ n: Int) -> Int {
        var total = n
        total += 1
        if n > 100 {
          total -= 2
        }
        return total
      }
      """
    let (schema, mutants) = schema(code, [.operatorSwap])
    XCTAssertEqual(mutants.map(\.line), [3, 4, 5], mutants.map(\.change).description)
    XCTAssertEqual(schema.included, [1, 2, 3])
    let (program, notes) = try compile(
      schema, main: "for _ in 0..<3 { print(grade(Int(CommandLine.arguments[1])!)) }\n")
    func run(_ n: Int, mutant: Int) throws -> (printed: [String], reached: [String]) {
      try? FileManager.default.removeItem(at: notes)
      let result = try runProcess(
        program, arguments: [String(n)],
        environment: [MutantSchema.variable: String(mutant), MutantReach.variable: notes.path],
        timeout: 60)
      let reached = (try? String(contentsOf: notes, encoding: .utf8)) ?? ""
      return (
        result.output.split(separator: "\n").map(String.init),
        reached.split(separator: "\n").map(String.init)
      )
    }
    XCTAssertEqual(try run(5, mutant: 0).printed, ["6", "6", "6"])
    XCTAssertEqual(try run(5, mutant: 0).reached, ["1", "2"], "line 5 never ran; once each")
    XCTAssertEqual(try run(5, mutant: 1).printed, ["4", "4", "4"], "`+=` → `-=`")
    XCTAssertEqual(try run(100, mutant: 0).printed, ["101", "101", "101"])
    XCTAssertEqual(try run(100, mutant: 2).printed, ["99", "99", "99"], "`>` → `>=`")
    XCTAssertEqual(try run(200, mutant: 0).reached, ["1", "2", "3"])
  }

  func testTheOneValueOfAClosure_StaysOutOfTheSchema_ButAnAssignmentOrAnIfBodyGoesIn() {
    let code = """
      let pair = lock.withLock {
        (a + b, c)
      }
      store.update {
        total = a + b
      }
      if ready {
        notify(a + b)
      }
      """
    let (schema, mutants) = schema(code, [.operatorSwap])
    XCTAssertEqual(mutants.map(\.line), [2, 5, 8])
    XCTAssertEqual(schema.rewritten[2]?.isStatement, false, "by `if`, it would yield nothing")
    XCTAssertTrue(body(schema).contains("  ((workshopMutant(1) ? (a - b) : (a + b)), c)"))
    XCTAssertEqual(schema.included, [1, 2, 3])
  }

  func testAnErrorAtALineThatOpensABlock_IsBlamedOnTheRewritesInside() {
    let code = """
      let pair = lock.withLock {
        total += 1

        count -= 1
      }
      other += 1
      """
    let (schema, _) = schema(code, [.operatorSwap])
    XCTAssertEqual(schema.included, [1, 2, 3])
    XCTAssertEqual(schema.mutants(around: 1), [1, 2], "the block it opens, past a blank line")
    XCTAssertEqual(schema.mutants(around: 5), [1, 2], "the block it closes")
    XCTAssertEqual(schema.mutants(around: 6), [3])
  }

  func testALiteralOrAnImplicitMember_OnALineNoRewriteHolds_IsPickedWhereItStands() {
    let code = """
      let store = Store(
        environment: .live, latency: .milliseconds(250), isOn: true,
        fallback: AppEnvironment.live)
      """
    let (schema, mutants) = schema(code, [.integerNudge, .booleanFlip, .environmentSwap])
    XCTAssertEqual(mutants.count, 5, mutants.map(\.change).description)
    XCTAssertEqual(
      body(schema),
      """
      let store = Store(
        environment: (workshopMutant(1) ? (.mock) : (.live)), latency: .milliseconds(\
      (workshopMutant(2) ? (249) : workshopMutant(3) ? (251) : (250))), isOn: \
      (workshopMutant(4) ? (false) : (true)),
        fallback: AppEnvironment.live)
      """)
    XCTAssertEqual(schema.included, [1, 2, 3, 4], "`AppEnvironment.live`: a build of its own")
    XCTAssertEqual(schema.mutants(on: 2), [1, 2, 3, 4])
    XCTAssertNil(schema.stillborn(line: 2, column: 30), "blamed by line: a build of its own")
  }

  // MARK: - Bodies copied for mutants no line holds

  /// A function whose loop statement, hoisted, changes several lines, and which an operator
  /// swap changes on one line.
  private let loopInAFunction = """
    func f() {
      for item in items {
        count += 1
      }
      done()
    }
    """

  func testAChangeOverSeveralLines_GetsACopyOfItsFunctionsBody_BesideTheOriginal() {
    let (schema, mutants) = schema(loopInAFunction, [.hoistedStatement, .operatorSwap])
    XCTAssertEqual(mutants.map(\.kind), [.hoistedStatement, .operatorSwap])
    XCTAssertEqual(schema.included, [1, 2])
    XCTAssertEqual(
      body(schema),
      """
      func f() {
      if workshopMutant(1) {
        for item in items {
        }
        count += 1
        done()
      } else {
        for item in items {
          if workshopMutant(2) { count -= 1 } else { count += 1 }
        }
        done()
      }
      }
      """)
  }

  func testCompilerErrors_InACopy_AreItsMutants_AndAroundIt_TheBodysMutants() {
    let (schema, _) = schema(loopInAFunction, [.hoistedStatement, .operatorSwap])
    XCTAssertEqual(schema.stillborn(line: 2, column: 1), [1], "the copy's `if`")
    XCTAssertEqual(schema.stillborn(line: 5, column: 3), [1], "a line of the copy")
    XCTAssertNil(schema.stillborn(line: 7, column: 1), "`} else {`")
    XCTAssertEqual(
      schema.stillborn(line: 9, column: 28), [2], "the original's line keeps its columns")
    XCTAssertEqual(schema.mutants(around: 13), [1, 2], "the function's closing brace")
    XCTAssertEqual(schema.mutants(around: 11), [1], "the original's `done()`, in the body")
  }

  func testBodiesThatYieldTheirOneExpression_OrAnOpaqueResult_AreNeverCopied() {
    let code = """
      var total: Int {
        items
          .filter { $0 > 0 }.count
      }
      func g() -> some Sequence {
        for item in items {
          count += 1
        }
        return items
      }
      func h() -> Int {
        switch mode {
        case .a:
          for item in items {
            count += 1
          }
          return 1
        }
      }
      """
    let (schema, mutants) = schema(code, [.hoistedStatement, .operatorSwap])
    XCTAssertEqual(mutants.map(\.line), [3, 7, 7, 15, 15], mutants.map(\.change).description)
    XCTAssertEqual(
      schema.included, [1, 3, 4, 5],
      "the getter's `>` in place, but no copy of a getter that yields its one expression, nor "
        + "of `g`, which has an opaque result; `h`'s `switch` is a statement")
  }

  /// A function that yields its one expression without `return` is copied too: the copy and the
  /// original each return it, after whatever the mutant put before it.
  func testABodyThatYieldsItsOneExpression_IsCopiedWithAReturn_AndRunsAsTheMutant() throws {
    let code = """
      final class Box {
        var value = 0
      }
      func counter() -> () -> Int {
        { () -> Int in
          let box = Box()
          box.value += 1
          return box.value
        }
      }
      """
    let (schema, mutants) = schema(code, [.sharedState])
    XCTAssertEqual(
      mutants.map(\.change), ["`box` made once, before the closure: shared by every call"])
    XCTAssertEqual(schema.included, [1])
    XCTAssertTrue(
      body(schema).contains("} else {\n  return { () -> Int in\n    let box = Box()"),
      body(schema))
    let (program, _) = try compile(schema, main: "let next = counter()\nprint(next(), next())\n")
    func run(mutant: Int) throws -> String {
      try runProcess(
        program, arguments: [], environment: [MutantSchema.variable: String(mutant)], timeout: 60
      ).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    XCTAssertEqual(try run(mutant: 0), "1 1", "each call makes its own box")
    XCTAssertEqual(try run(mutant: 1), "1 2", "one box, made once, for every call")
  }

  func testTwoBodies_OneInsideTheOther_OnlyOneIsCopied() {
    let code = """
      func f() {
        run { value in
          for item in items {
            count += 1
          }
          send(value)
        }
        for item in items {
          total += 1
        }
      }
      """
    let (schema, mutants) = schema(code, [.hoistedStatement])
    XCTAssertEqual(mutants.count, 2)
    XCTAssertEqual(schema.included.count, 1)
  }

  /// A copied body compiled for real: the variable picks the copy, and the reach file notes it
  /// whenever the function runs.
  func testACopiedBody_CompilesAndRunsAsTheMutant() throws {
    let code = """
      func grade(_ n: Int) -> [Int] {
        var seen: [Int] = []
        for _ in 0..<n {
          seen.append(n)
        }
        return seen
      }
      """
    let (schema, mutants) = schema(code, [.hoistedStatement])
    XCTAssertEqual(mutants.count, 1)
    XCTAssertEqual(schema.included, [1])
    let (program, notes) = try compile(schema, main: "print(grade(3))\n")
    func run(mutant: Int) throws -> String {
      try runProcess(
        program, arguments: [],
        environment: [MutantSchema.variable: String(mutant), MutantReach.variable: notes.path],
        timeout: 60
      ).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    XCTAssertEqual(try run(mutant: 0), "[3, 3, 3]")
    XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), "1\n")
    XCTAssertEqual(try run(mutant: 1), "[3]", "appended once, after the loop")
  }
}
