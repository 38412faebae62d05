import Foundation
import WorkshopCourse
import WorkshopLocalization

/// Keeps a step's compiled objects from outliving its sources when a file changes and its date
/// does not: `cp -R Solutions/08-…/. Exercises/08-…/` can put in links to library files checked
/// out in the same instant as the files they replace, a restore from an archive keeps old dates,
/// and the compiler, which goes by dates, would keep the objects of what the files held before.
///
/// After each build it records every file's fingerprint and date; before the next, a file whose
/// fingerprint changed while its date is older than that record makes the step's modules compile
/// afresh: the compiler would not see it. Edits made in an editor date the file after the last
/// build and cost nothing.
struct StaleObjects {
  /// The build's scratch folder.
  let scratch: URL
  /// The step whose objects are watched.
  let step: Step

  private struct Seen: Codable, Equatable {
    var fingerprint: String
    var date: Date
  }

  private var recordURL: URL {
    scratch.appendingPathComponent("workshop-sources-\(step.number).json")
  }

  /// Removes the step's objects when a file of `files` changed behind the compiler's back, or
  /// when there are objects but no record of what they were built from.
  func forgetIfNeeded(files: [String], root: URL) {
    guard let data = try? Data(contentsOf: recordURL),
      let record = try? JSONDecoder().decode([String: Seen].self, from: data),
      let recorded = (try? FileManager.default.attributesOfItem(atPath: recordURL.path))?[
        .modificationDate] as? Date
    else { return forgetObjects() }
    // NB: a link put in after the build can lead to a file written a moment after the one it
    // replaces and still before the build: its date moved forward, and the compiler keeps the
    // objects all the same. What counts is the build, which ended before its record was written.
    let changedUnseen = files.contains { path in
      guard let before = record[path], let now = seen(root.appendingPathComponent(path)) else {
        return false
      }
      // NB: a file dated ahead of the clock (a restore, a copy from another machine) can
      // change and keep its date after the record was written: the compiler, which finds the
      // date it saw, misses that too.
      return now.fingerprint != before.fingerprint
        && (now.date < recorded || now.date <= before.date)
    }
    if changedUnseen { forgetObjects() }
  }

  /// Records what `files` hold and when they were written, after a build of them.
  func record(files: [String], root: URL) {
    var record: [String: Seen] = [:]
    for path in files { record[path] = seen(root.appendingPathComponent(path)) }
    try? JSONEncoder().encode(record).write(to: recordURL, options: .atomic)
  }

  /// The fingerprint and date of what `url` holds, through links.
  private func seen(_ url: URL) -> Seen? {
    let file = url.resolvingSymlinksInPath()
    guard let data = FileManager.default.contents(atPath: file.path),
      let date = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate]
        as? Date
    else { return nil }
    var hash = FNV1a()
    hash.add(data)
    return Seen(fingerprint: hash.hex, date: date)
  }

  /// Deletes the objects and dependency records of the step's modules (the library's stay), so
  /// that the next build compiles them from what their files hold now.
  private func forgetObjects() {
    let files = FileManager.default
    let prefixes = ["Exercise\(step.number)", "Solution\(step.number)", "Decoy\(step.number)"]
    for triple in (try? files.contentsOfDirectory(atPath: scratch.path)) ?? [] {
      let debug = scratch.appendingPathComponent(triple).appendingPathComponent("debug")
      for name in (try? files.contentsOfDirectory(atPath: debug.path)) ?? []
      where name.hasSuffix(".build") && prefixes.contains(where: name.hasPrefix) {
        let folder = debug.appendingPathComponent(name)
        for file in (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
        where [".o", ".swiftdeps", ".priors"].contains(where: file.hasSuffix) {
          try? files.removeItem(at: folder.appendingPathComponent(file))
        }
      }
    }
  }
}

extension SwiftPackage {
  /// Builds `step` of `course` as `check` and `doctor` do: only that step, its modules compiled
  /// afresh when a file changed behind the compiler's back (`StaleObjects`), and what its files
  /// held recorded after a build that succeeds.
  public func build(
    _ step: Step, of course: Course, timeout: TimeInterval,
    onProgress: (@Sendable (BuildProgress) -> Void)? = nil,
    onWaitingForSwiftPM: (@Sendable () -> Void)? = nil
  ) throws -> BuildResult {
    let sources = StepFiles(root: course.root, folder: step.exercisePath).allFiles
    let stale = StaleObjects(scratch: scratch, step: step)
    stale.forgetIfNeeded(files: sources, root: course.root)
    let result = try build(
      only: step.number, layout: course.layoutFingerprint, timeout: timeout,
      onProgress: onProgress, onWaitingForSwiftPM: onWaitingForSwiftPM)
    if result.succeeded { stale.record(files: sources, root: course.root) }
    return result
  }
}
