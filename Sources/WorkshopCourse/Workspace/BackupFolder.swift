import Foundation

/// A new folder for one command's backups, `.workshop/backups/<time>/` (`<time>-2`, … when that
/// name is taken), where `reset` and `solution --file` keep the learner's version of what they
/// replace, as `NN-Name/<path in the step>`.
/// - Throws: When the folder cannot be created.
func makeBackupFolder(in course: Course, date: Date) throws -> URL {
  let backups = course.url(".workshop/backups")
  var candidate = backups.appendingPathComponent(timestamp(date))
  var counter = 2
  var madeTheParent = false
  // NB: made with `mkdir`, which fails on a name that is taken: a backup never goes into a
  // folder that was there before (another run's, made a moment ago).
  while mkdir(candidate.path, 0o755) != 0 {
    switch errno {
    case EEXIST:
      candidate = backups.appendingPathComponent("\(timestamp(date))-\(counter)")
      counter += 1
    case ENOENT where !madeTheParent:
      try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
      madeTheParent = true
    default:
      throw NSError(
        domain: NSPOSIXErrorDomain, code: Int(errno),
        userInfo: [NSFilePathErrorKey: candidate.path])
    }
  }
  return candidate
}
