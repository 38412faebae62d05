import Foundation
import WorkshopLocalization

/// Why `PathGuard` will not let the workshop write, empty or replace a path, in one sentence.
public struct PathRefusal: Error, Equatable, CustomStringConvertible {
  /// What is wrong with the path.
  public enum Reason: Equatable, Sendable {
    /// The path is empty.
    case emptyPath
    /// The folder is `/`.
    case fileSystemRoot
    /// The folder is the home folder.
    case home
    /// The folder holds the home folder.
    case holdsHome
    /// The folder is the course.
    case course
    /// The folder holds the course.
    case holdsCourse
    /// The folder is inside the course, outside its build folders.
    case insideCourse
    /// A folder was asked for, and a file is there.
    case isFile
    /// The folder holds files, and the workshop did not make it.
    case notMarked
    /// A file was asked for, and a folder is there.
    case isFolder
    /// The file would go in one of the course's folders, which hold its own files.
    case inCourseFolder
    /// The file is one of the course's own, not one the workshop wrote.
    case courseFile
    /// The path is, or passes through, a link whose target does not exist.
    case danglingLink
    /// The folder the file would go in does not exist.
    case missingFolder(String)
    /// What the file would go in is not a folder.
    case parentNotFolder(String)
    /// The system refused the write, with this `errno`.
    case systemRefused(errno: Int32)
  }

  /// The path as it was given.
  public let path: String
  /// Why it is refused.
  public let reason: Reason

  /// Whether the path was a poor choice (a usage error) rather than the system failing.
  public var isUsage: Bool {
    if case .systemRefused = reason { return false }
    return true
  }

  /// The sentence for the user, in their language.
  public var description: String {
    switch reason {
    case .emptyPath: return localized("The path is empty: name a file or a folder.")
    case .fileSystemRoot:
      return localized("Refusing to empty \(path): it is the root of the file system.")
    case .home: return localized("Refusing to empty \(path): it is your home folder.")
    case .holdsHome: return localized("Refusing to empty \(path): it holds your home folder.")
    case .course: return localized("Refusing to empty \(path): it is the course itself.")
    case .holdsCourse: return localized("Refusing to empty \(path): it holds the course.")
    case .insideCourse:
      return localized(
        "Refusing to empty \(path): it is inside the course, and not one of its build folders.")
    case .isFile: return localized("Refusing to empty \(path): it is a file, not a folder.")
    case .notMarked:
      return localized(
        "Refusing to empty \(path): it is not empty, and the workshop did not make it.")
    case .isFolder: return localized("Refusing to write \(path): it is a folder, not a file.")
    case .inCourseFolder:
      return localized(
        """
        Refusing to write \(path): inside the course, the workshop writes only in its top folder \
        and its build folders.
        """)
    case .courseFile:
      return localized(
        "Refusing to replace \(path): it is one of the course's files, not one the workshop wrote.")
    case .danglingLink:
      return localized("Refusing to use \(path): it is a link whose target does not exist.")
    case .missingFolder(let folder):
      return localized("Cannot write \(path): the folder \(folder) does not exist.")
    case .parentNotFolder(let folder):
      return localized("Cannot write \(path): \(folder) is not a folder.")
    case .systemRefused(let code):
      let reason = String(cString: strerror(code)).lowercased()
      return localized("Could not write \(path): \(reason).")
    }
  }
}
