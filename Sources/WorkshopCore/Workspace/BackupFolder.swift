import Foundation

/// A new folder for one command's backups, `.workshop/backups/<time>/` (`<time>-2`, … when that
/// name is taken), where `reset` and `solution --file` keep the learner's version of what they
/// replace, as `NN-Name/<path in the step>`.
/// - Throws: When the folder cannot be created.
func makeBackupFolder(in course: Course, date: Date) throws -> URL {
  let backups = course.url(".workshop/backups")
  var candidate = backups.appendingPathComponent(timestamp(date))
  var counter = 2
  while FileManager.default.fileExists(atPath: candidate.path) {
    candidate = backups.appendingPathComponent("\(timestamp(date))-\(counter)")
    counter += 1
  }
  try FileManager.default.createDirectory(at: candidate, withIntermediateDirectories: true)
  return candidate
}
