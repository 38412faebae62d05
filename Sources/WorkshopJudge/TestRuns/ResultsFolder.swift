import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopTestRuns

/// The temporary folder through which one test run's planted-bug hunts hand their reports back
/// (`CheckEnvironment.resultsFolder`): `workshop-results-<course>-<pid>-<UUID>`.
///
/// It is removed when the run ends and on an interrupt; a run killed outright (`kill -9`)
/// leaves it, and the next run for the same course removes every folder whose process is gone,
/// and stops the test processes still running for it (they die with the workshop, see
/// `ProcessKeeper`, unless its keeper was killed with it).
struct ResultsFolder {
  /// The folder.
  let url: URL

  /// Creates a fresh folder for a run of the course at `course`, after removing the ones that
  /// earlier runs of that course left behind.
  static func make(for course: URL) -> ResultsFolder {
    sweep(for: course)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix(for: course))\(getpid())-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    TemporaryFolders.shared.insert(url)
    return ResultsFolder(url: url)
  }

  /// Removes the folder.
  func remove() {
    TemporaryFolders.shared.remove(url)
  }

  /// Removes the folders of runs of the course at `course` whose process has ended, and stops
  /// the processes that still work for such a run.
  static func sweep(for course: URL) {
    let files = FileManager.default
    let prefix = prefix(for: course)
    stopLeftovers(prefix: prefix)
    for name in (try? files.contentsOfDirectory(atPath: files.temporaryDirectory.path)) ?? []
    where name.hasPrefix(prefix) {
      guard let owner = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }),
        !isRunning(owner)
      else { continue }
      try? files.removeItem(at: files.temporaryDirectory.appendingPathComponent(name))
    }
  }

  /// Kills every process whose results folder (`CheckEnvironment.resultsFolder`) starts with
  /// `prefix` and belongs to a process that has ended. The environment of another process can be
  /// read on Linux (`/proc/<pid>/environ`); elsewhere the keepers alone stop leftovers.
  private static func stopLeftovers(prefix: String) {
    #if os(Linux)
      let variable = "\(CheckEnvironment.resultsFolder)="
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
        guard let pid = pid_t(entry), pid != getpid(),
          let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
        else { continue }
        for item in environment.split(separator: 0) where item.starts(with: Data(variable.utf8)) {
          let folder = URL(
            fileURLWithPath: String(decoding: item.dropFirst(variable.utf8.count), as: UTF8.self))
          let name = folder.lastPathComponent
          guard name.hasPrefix(prefix),
            let owner = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }), !isRunning(owner)
          else { continue }
          kill(pid, SIGKILL)
        }
      }
    #endif
  }

  /// `workshop-results-<hash of the course's path>-`.
  static func prefix(for course: URL) -> String {
    let path = course.standardizedFileURL.resolvingSymlinksInPath().path
    return "workshop-results-\(FNV1a.hex(of: path).prefix(12))-"
  }

  /// Whether the process `pid` exists.
  static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

extension Course {
  /// Removes what checks of this course killed outright left behind (their results folders, test
  /// processes still running for them); every command does this as it starts.
  public func removeLeftoversOfEndedRuns() {
    ResultsFolder.sweep(for: root)
  }
}
