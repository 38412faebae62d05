import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopPaths

/// The reports learners handed in, read from files and folders (a folder of the classroom
/// workflow's artifacts, as `gh run download` leaves them): each file read at most once, none
/// larger than `maximumBytes`, each checked against `ReportRules` before it is believed.
public struct HandedInReports: Sendable {
  /// A report that was read and passed every rule.
  public struct Accepted: Sendable {
    /// The file, as given or as found in a folder given.
    public let path: String
    /// What it says.
    public let report: LearnerReport
  }

  /// A file left out, and why.
  public struct Rejected: Error, Sendable, Equatable {
    /// The file.
    public let path: String
    /// Why, in a sentence.
    public let reason: String
  }

  /// The largest file read as a report. A report of a whole course is a few kilobytes (its
  /// titles and dates); a megabyte leaves room for any course, and none for a file that would
  /// take the table down.
  public static let maximumBytes = 1 << 20

  /// The reports that passed, in the order of their paths.
  public private(set) var accepted: [Accepted] = []
  /// The files left out.
  public private(set) var rejected: [Rejected] = []

  /// Reads `paths`: each a report file, or a folder whose `.json` files (in any folder under
  /// it) are reports. With `course`, a report whose steps are not the course's is left out.
  public init(paths: [String], course: Course? = nil) {
    var seen = Set<String>()
    for path in paths {
      for file in Self.files(at: path) where seen.insert(file).inserted {
        switch Self.read(file, course: course) {
        case .success(let report): accepted.append(Accepted(path: file, report: report))
        case .failure(let rejection): rejected.append(rejection)
        }
      }
    }
  }

  /// `path` itself, or the `.json` files under it when it is a folder, sorted.
  private static func files(at path: String) -> [String] {
    guard PathGuard.kind(of: path) == .folder else { return [path] }
    let base = URL(fileURLWithPath: path)
    guard let walk = FileManager.default.enumerator(atPath: path) else { return [path] }
    var found: [String] = []
    while let relative = walk.nextObject() as? String {
      guard relative.hasSuffix(".json") else { continue }
      let file = base.appendingPathComponent(relative).path
      if ![.missing, .folder, .danglingLink].contains(PathGuard.kind(of: file)) {
        found.append(file)
      }
    }
    return found.sorted()
  }

  private static func read(_ path: String, course: Course?) -> Result<LearnerReport, Rejected> {
    let shown = printable(path)
    let reject = { (reason: String) in
      Result<LearnerReport, Rejected>.failure(
        Rejected(path: path, reason: reason))
    }
    // NB: a pipe would block the open until someone writes to it, and a device never ends.
    if ![.missing, .danglingLink, .regular].contains(PathGuard.kind(of: path)) {
      return reject(
        localized("\(shown) is not a file but a device, a pipe or a socket: it was not read."))
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    } catch {
      return reject(localized("\(shown) cannot be read: \(readableReason(of: error))."))
    }
    defer { try? handle.close() }
    // NB: at most one byte past the limit is read, so a huge file costs no more than the limit.
    let data: Data
    do {
      data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
    } catch {
      return reject(localized("\(shown) cannot be read: \(readableReason(of: error))."))
    }
    guard data.count <= maximumBytes else {
      return reject(
        localized(
          """
          \(shown) is larger than \(maximumBytes / 1024) KB, which no report is (a whole \
          course's report is a few KB): it was not read.
          """))
    }
    guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else {
      return reject(
        localized("\(shown) is not a report written by `workshop report --format json`."))
    }
    let problems = ReportRules.problems(in: json)
    guard problems.isEmpty else { return reject(rejection(shown, problems)) }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    guard let report = try? decoder.decode(LearnerReport.self, from: data) else {
      return reject(
        localized("\(shown) is not a report written by `workshop report --format json`."))
    }
    if let course, let mismatch = mismatch(of: report, with: course) {
      return reject(rejection(shown, [mismatch]))
    }
    return .success(report)
  }

  /// "`path` was left out: a; b; c, and 2 more problems."
  private static func rejection(_ shown: String, _ problems: [String]) -> String {
    let listed = problems.prefix(3).joined(separator: localized("; "))
    guard problems.count > 3 else { return localized("\(shown) was left out: \(listed).") }
    let more = problems.count - 3
    return localized("\(shown) was left out: \(listed); and \(more) more problems.")
  }

  /// Why `report` is not a report of `course`: a step number whose id differs, or no step in
  /// common.
  private static func mismatch(of report: LearnerReport, with course: Course) -> String? {
    let ids = Dictionary(course.steps.map { ($0.number, $0.id) }, uniquingKeysWith: { a, _ in a })
    for step in report.steps {
      guard let id = ids[step.number], id != step.id else { continue }
      let theirs = printable(step.id, maxColumns: 40)
      return localized(
        "it is a report of another course: its step \(step.number) is '\(theirs)', this course's is '\(id)'"
      )
    }
    guard report.steps.contains(where: { ids[$0.number] != nil }) else {
      return localized("it is a report of another course: none of its steps is this course's")
    }
    return nil
  }
}
