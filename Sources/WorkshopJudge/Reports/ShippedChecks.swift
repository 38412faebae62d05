import Foundation
import WorkshopCourse

extension Course {
  /// Fails when the checks of `step` are not as shipped: the checks decide whether a step is
  /// done, so a missing or edited `Checks/` folder would mark a step done that is not.
  ///
  /// The exercise's `Checks/` must hold the same files as the solution's (links to them, or
  /// copies), and where the course is a git clone, no check file may differ from the checked-out
  /// commit (HEAD, not the learner's baseline: a `git pull` that updates the checks is fine).
  /// - Throws: `CourseError` (exit status 3) naming the files and the command that restores them.
  public func requireShippedChecks(of step: Step) throws {
    let exercise = step.exercisePath + "/Checks"
    let solution = step.solutionPath + "/Checks"
    let files = FileManager.default
    let solutionFiles = (try? files.contentsOfDirectory(atPath: url(solution).path)) ?? []
    guard !solutionFiles.isEmpty else { return }
    var changed: [String] = []
    if !isDirectory(url(exercise)) {
      changed.append(exercise)
    } else {
      let exerciseFiles = (try? files.contentsOfDirectory(atPath: url(exercise).path)) ?? []
      for name in Set(solutionFiles).union(exerciseFiles).sorted()
      where files.contents(atPath: url("\(exercise)/\(name)").path) == nil
        || files.contents(atPath: url("\(exercise)/\(name)").path)
          != files.contents(atPath: url("\(solution)/\(name)").path)
      {
        changed.append("\(exercise)/\(name)")
      }
    }
    if changed.isEmpty { changed = changedSinceShipped([exercise, solution]) }
    guard !changed.isEmpty else { return }
    throw CourseError(
      "The checks of step \(step.number) are not as shipped: "
        + changed.map { "`\($0)`" }.joined(separator: ", ") + " "
        + (changed.count == 1 ? "is" : "are") + " missing or changed. The checks decide whether "
        + "the step is done, so they must be the workshop's own. Restore them with "
        + "`git checkout -- \(changed.map(shellQuoted).joined(separator: " "))`, or with "
        + "`swift run workshop "
        + "reset \(step.number)`, which keeps a backup of your files.")
  }

  /// The files under `folders`, and the files their links point to, that git says differ from
  /// HEAD; none without git. NB: a link that became a copy of its file (a solution folder copied
  /// over the exercise, links followed) is a type change, not an edit, and is left out; so is a
  /// link whose text changed but that still reaches what the shipped one did (`cp -R` of the
  /// solution's folder copies its links, whose relative paths then start from the exercise).
  private func changedSinceShipped(_ folders: [String]) -> [String] {
    guard let git = try? Git(root: root), git.head() != nil else { return [] }
    var paths = folders
    for folder in folders {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? [] {
        let target = url("\(folder)/\(name)").resolvingSymlinksInPath().path
        let base = root.resolvingSymlinksInPath().path + "/"
        if target.hasPrefix(base) { paths.append(String(target.dropFirst(base.count))) }
      }
    }
    guard
      let result = try? git.run(
        ["diff", "--name-only", "--diff-filter=ACDMR", "HEAD", "--"] + paths),
      result.termination == .exited(0)
    else { return [] }
    let prefix = (try? git.prefix()) ?? ""
    return result.output.split(separator: "\n").map {
      String($0.hasPrefix(prefix) ? $0.dropFirst(prefix.count) : $0)
    }
    .filter { !reachesWhatItShippedReaching($0, git: git) }
  }

  /// Whether `path`, a link now, holds the same as what the link shipped at HEAD reached.
  private func reachesWhatItShippedReaching(_ path: String, git: Git) -> Bool {
    let link = url(path)
    guard (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil,
      let shipped = try? git.run(["show", "HEAD:" + ((try? git.prefix()) ?? "") + path]),
      shipped.termination == .exited(0)
    else { return false }
    let target = shipped.output.trimmingCharacters(in: .newlines)
    let reached = link.deletingLastPathComponent().appendingPathComponent(target)
    guard let now = FileManager.default.contents(atPath: link.resolvingSymlinksInPath().path),
      let then = FileManager.default.contents(atPath: reached.resolvingSymlinksInPath().path)
    else { return false }
    return now == then
  }
}
