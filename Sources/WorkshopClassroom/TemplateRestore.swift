import Foundation
import WorkshopCourse

/// A learner's repository given back the workshop's own files before it is graded, as the
/// classroom workflow's first test does on GitHub (`TemplateGuard`), but from the instructor's
/// side: the template is fetched into the repository, the commit of it the learner started from
/// is found, and every file of the workshop's that differs from it is named and restored. The
/// learner's work, each step's exercise folder less its `Checks/`, is left as it is.
struct TemplateRestore {
  /// What the restore found.
  struct Outcome: Equatable {
    /// The repository's first commit: the template's files, as GitHub Classroom copies them.
    var first: String
    /// The template's commit whose files the first commit holds, else its branch's last one.
    var pin: String
    /// Whether a commit of the template holds the files of the first commit; when none does,
    /// the history was rewritten (or the template's), and the branch's last commit is used.
    var startsFromTheTemplate: Bool
    /// The workshop's files that differed from the template's, restored, relative to the root.
    var restored: [String]
  }

  /// Where the workshop's files come from.
  let template: TemplateGuard

  /// Restores the workshop's files of the repository `git` works in.
  /// - Throws: `EnvironmentError` when git cannot fetch the template or read the repository.
  func restore(_ git: Git) throws -> Outcome {
    _ = try output(git, ["fetch", "--quiet", "--no-tags", template.url, template.branch])
    let first =
      try output(git, ["rev-list", "--max-parents=0", "HEAD"])
      .split(separator: "\n").last.map(String.init) ?? ""
    let tree = try output(git, ["rev-parse", "\(first)^{tree}"])
    let pinned = try output(git, ["log", "--format=%H %T", "FETCH_HEAD"]).split(separator: "\n")
      .first { $0.hasSuffix(" " + tree) }.map { String($0.prefix { $0 != " " }) }
    let pin = try pinned ?? output(git, ["rev-parse", "FETCH_HEAD"])
    let specs = [TemplateGuard.pathspecs.outside, TemplateGuard.pathspecs.checks]
    // NB: what the learner committed, and what the working tree holds: a second grading of a
    // repository the first one restored names the same files.
    var restored: [String] = []
    for spec in specs {
      for commits in [[pin, "HEAD"], [pin]] {
        let names = try output(git, ["diff", "--name-only"] + commits + ["--"] + spec)
        restored += names.split(separator: "\n").map(String.init)
      }
    }
    for spec in specs {
      _ = try output(git, ["checkout", "--quiet", "--no-overlay", pin, "--"] + spec)
    }
    return Outcome(
      first: first, pin: pin, startsFromTheTemplate: pinned != nil,
      restored: Set(restored).sorted())
  }

  /// What `git arguments…` printed, trimmed.
  /// - Throws: `EnvironmentError` with what git said when it fails.
  func output(_ git: Git, _ arguments: [String]) throws -> String {
    let result = try git.run(arguments, timeout: 600)
    let text = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard result.termination == .exited(0) else {
      throw EnvironmentError("`git \(arguments.prefix(2).joined(separator: " "))` failed: \(text)")
    }
    return text
  }
}
