import Foundation
import WorkshopJudge

/// The compiler's warnings in `output` about the course's own files under `root`, as
/// `warning: file:line: message` lines: a learner's build shows none of ours, so `verify` fails
/// on one. NB: an exercise as shipped may warn on purpose (step 04's placeholder that "will never
/// be executed"); its solution, built too, may not.
func courseWarnings(in output: String, root: URL) -> [String] {
  let resolvedRoot = root.resolvingSymlinksInPath().path + "/"
  let exercises = resolvedRoot + "Exercises/"
  return compilerWarnings(in: output)
    .filter { !($0.file ?? "").hasPrefix(exercises) }
    .map { warning in
      var file = warning.file ?? ""
      if file.hasPrefix(resolvedRoot) { file = String(file.dropFirst(resolvedRoot.count)) }
      return "warning: " + (file.isEmpty ? "" : "\(file):\(warning.line ?? 0): ") + warning.message
    }
}
