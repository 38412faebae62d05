import Foundation
import WorkshopJudge

/// The compiler's warnings in `output` about the course's own files under `root`, as
/// `warning: file:line: message` lines: a learner's build shows none of ours, so `verify` fails
/// on one. NB: an exercise as shipped may warn on purpose (step 04's placeholder that "will never
/// be executed"); its solution, built too, may not.
func courseWarnings(in output: String, root: URL) -> [String] {
  let exercises = root.resolvingSymlinksInPath().path + "/Exercises/"
  return compilerWarnings(in: output)
    .filter { !($0.file ?? "").hasPrefix(exercises) }
    .map { "warning: " + located($0, under: root) }
}

/// `file:line: message`, the file relative to `root` (links resolved) when it is under it.
func located(_ diagnostic: Diagnostic, under root: URL) -> String {
  guard var file = diagnostic.file, !file.isEmpty else { return diagnostic.message }
  let resolvedRoot = root.resolvingSymlinksInPath().path + "/"
  if file.hasPrefix(resolvedRoot) { file = String(file.dropFirst(resolvedRoot.count)) }
  return "\(file):\(diagnostic.line ?? 0): \(diagnostic.message)"
}
