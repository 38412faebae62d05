import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopReaders
import WorkshopTestRuns

extension CheckResult {
  /// The result of `report`, a check of a step of `course`.
  public init(report: CheckReport, course: Course) {
    let step = report.step
    let paths = PathResolver(course: course, step: step)
    let sources = TestDeclarations(
      files: paths.files.checkFiles + paths.files.testFiles, root: course.root)
    let run = report.run
    self.init(
      version: Self.currentVersion,
      step: StepInfo(number: step.number, id: step.id, folder: step.folder, title: step.title),
      status: .pass, message: nil,
      tests: (run?.tests ?? []).map {
        testResult(from: $0, of: step, run: run, paths: paths, sources: sources)
      },
      plantedBugs: (run?.plantedBugReports ?? []).flatMap {
        plantedBugResults(of: $0, step: step, course: course)
      },
      compileErrors: [], buildSeconds: report.buildDuration, testSeconds: run?.duration)
    switch report.verdict {
    case .passed:
      status = .pass
    case .failed:
      let crash = run?.crashes.first.map { crash in
        "The checks crashed" + (crash.test.map { " while running \($0)" } ?? "") + ": "
          + crash.message + (paths.crashPlace(crash).map { " (at \($0))" } ?? "") + "."
      }
      let hang = run?.hangs.first.map { hang in
        (hang.test.map { "\($0) never finished" } ?? "The checks never finished")
          + ": it was stopped after \(Int(hang.seconds)) s."
      }
      message = crash ?? hang
      status = message == nil ? .fail : .error
    case .compileError(let errors):
      status = .error
      message = "The code of step \(step.number) does not compile."
      compileErrors = errors.map {
        CompileError(
          message: $0.message, file: $0.file.map(paths.relative), line: $0.line, column: $0.column)
      }
    case .couldNotRun(let reason):
      status = .error
      message = "The checks of step \(step.number) could not run: \(reason)."
    }
  }
}

private func testResult(
  from result: TestResult, of step: Step, run: ModuleRun?, paths: PathResolver,
  sources: TestDeclarations
) -> CheckResult.Test {
  let declaration = sources.declaration(ofTest: result.name)
  let failures = result.failures.map { failure in
    let text = ([failure.message] + failure.details).joined(separator: "\n")
    return CheckResult.Failure(
      message: text, file: paths.relative(failure.file), line: failure.line,
      taskID: todoNumbers(in: text).first)
  }
  var messages = failures.map { "\($0.file):\($0.line): \($0.message)" }
  switch result.outcome {
  case .crashed:
    let crash = run?.crashes.first { $0.test == result.name }
    messages.append("It crashed: " + (crash?.message ?? "the test process stopped"))
  case .hung:
    let hang = run?.hangs.first { $0.test == result.name }
    messages.append("It never finished: stopped after \(Int(hang?.seconds ?? 0)) s.")
  case .notRun:
    messages.append("It did not run: the run stopped early, after a crash or a hang.")
  case .passed, .failed, .skipped:
    break
  }
  return CheckResult.Test(
    name: result.name, kind: kind(of: result, in: step, declaration: declaration, paths: paths),
    status: status(of: result.outcome), outcome: outcome(of: result.outcome),
    message: messages.isEmpty ? nil : messages.joined(separator: "\n\n"),
    file: failures.first?.file ?? declaration?.file,
    line: failures.first?.line ?? declaration?.line,
    taskID: failures.lazy.compactMap(\.taskID).first ?? declaration?.todo,
    failures: failures, seconds: result.seconds)
}

/// A check is a test of the step's checks module, a learner's test one of its tests module;
/// a result that names no module is a check when it is declared in `Checks/`.
private func kind(
  of result: TestResult, in step: Step, declaration: TestDeclarations.Declaration?,
  paths: PathResolver
) -> CheckResult.Test.Kind {
  if let module = result.module { return module == step.exerciseModules.tests ? .test : .check }
  return declaration.map { paths.files.checkFiles.contains($0.file) } ?? true ? .check : .test
}

private func status(of outcome: TestResult.Outcome) -> CheckResult.Status {
  switch outcome {
  case .passed: return .pass
  case .failed: return .fail
  case .crashed, .hung, .notRun: return .error
  case .skipped: return .skip
  }
}

private func outcome(of outcome: TestResult.Outcome) -> String {
  switch outcome {
  case .passed: return "passed"
  case .failed: return "failed"
  case .crashed: return "crashed"
  case .hung: return "hung"
  case .notRun: return "not_run"
  case .skipped: return "skipped"
  }
}

private func plantedBugResults(
  of report: PlantedBugReport, step: Step, course: Course
) -> [CheckResult.PlantedBugResult] {
  let library = report.library?.rawValue
  guard report.reference == .passed else {
    // NB: no bug is tried while the learner's tests fail on their own; the catalogue lists them.
    return ((try? course.plantedBugs(of: step)) ?? []).map { bug in
      CheckResult.PlantedBugResult(
        number: bug.number, summary: bug.summary, library: library, expected: bug.isCatchable,
        verdict: .notRun, outcome: "not_run", caughtBy: [],
        message: report.lines.joined(separator: "\n"))
    }
  }
  return report.runs.map { run in
    let bug = run.bug
    let verdict: CheckResult.PlantedBugResult.Verdict =
      run.isCaught ? .caught : bug.isCatchable ? .missed : .notExpected
    return CheckResult.PlantedBugResult(
      number: bug.number, summary: bug.summary, library: library, expected: bug.isCatchable,
      verdict: verdict, outcome: outcomeName(run.outcome),
      caughtBy: run.caughtBy, message: message(of: run.outcome), seconds: run.seconds)
  }
}

private func outcomeName(_ outcome: TestRunOutcome) -> String {
  switch outcome {
  case .passed: return "passed"
  case .failed: return "failed"
  case .crashed: return "crashed"
  case .timedOut: return "timed_out"
  case .couldNotRun: return "could_not_run"
  }
}

private func message(of outcome: TestRunOutcome) -> String? {
  switch outcome {
  case .passed: return nil
  case .failed(let failures): return failures.joined(separator: "\n")
  case .crashed(let signal): return "The learner's tests crashed with it (signal \(signal))."
  case .timedOut(let seconds): return "The learner's tests did not finish within \(seconds) s."
  case .couldNotRun(let reason): return "The learner's tests could not run with it: \(reason)"
  }
}
