import Foundation
import WorkshopCourse

/// The course as its last commit has it, exported into `folder` (replaced): what the tutorial
/// is generated from, so that a learner's own work in `Exercises/` never reaches it, and
/// nothing tracked is rewritten from the working copy. `nil` when the course is not in a git
/// clone (a downloaded copy), where the working copy is all there is.
/// - Returns: The exported course and the commit it is from.
/// - Throws: `EnvironmentError` when git fails; `CourseError` when the commit's manifest
///   cannot be read.
public func committedCourse(of course: Course, into folder: URL) throws
  -> (course: Course, commit: String)?
{
  guard let git = try? Git(root: course.root), let head = git.head() else { return nil }
  try? FileManager.default.removeItem(at: folder)
  // NB: the whole course: a step's time counts its planted bugs, in Tests/PlantedBugs.
  try git.export(head, to: folder)
  return (try Course.load(root: folder), String(head.prefix(10)))
}
