import Foundation

/// What went wrong, in words a learner reads: a workshop error's message, or the plain reason
/// of a file system error and the path it names ("not a directory (/course/.workshop/backups)")
/// instead of Foundation's `Error Domain=NSCocoaErrorDomain Code=…` dump.
///
/// ```swift
/// readableDescription(of: CocoaError(.fileReadNoPermission))  // "permission denied"
/// ```
public func readableDescription(of error: Error) -> String {
  let path = ((error as NSError).userInfo[NSFilePathErrorKey] as? String).map { " (\($0))" }
  return readableReason(of: error) + (error is WorkshopError ? "" : path ?? "")
}

/// `readableDescription(of:)` without the path, for messages that name the file already.
public func readableReason(of error: Error) -> String {
  if let error = error as? WorkshopError { return error.message }
  return fileSystemReason(error as NSError) ?? "\(error)"
}

/// The reason of a Foundation or POSIX file error, or `nil` for any other error.
private func fileSystemReason(_ error: NSError) -> String? {
  if error.domain == NSPOSIXErrorDomain { return posixReason(Int32(error.code)) }
  guard error.domain == NSCocoaErrorDomain else { return nil }
  if let reason = cocoaReasons[error.code] { return reason }
  // NB: on Linux the underlying error may be a Swift `POSIXError`, which `as? NSError` misses.
  if let underlying = error.userInfo[NSUnderlyingErrorKey] as? Error,
    (underlying as NSError).domain == NSPOSIXErrorDomain
  {
    return posixReason(Int32((underlying as NSError).code))
  }
  return "the file system refused (error \(error.code))"
}

private let cocoaReasons: [Int: String] = [
  CocoaError.fileReadNoPermission.rawValue: "permission denied",
  CocoaError.fileWriteNoPermission.rawValue: "permission denied",
  CocoaError.fileReadNoSuchFile.rawValue: "no such file",
  CocoaError.fileNoSuchFile.rawValue: "no such file",
  CocoaError.fileWriteFileExists.rawValue: "something of that name is in the way",
  CocoaError.fileWriteOutOfSpace.rawValue: "the disk is full",
  CocoaError.fileWriteVolumeReadOnly.rawValue: "the disk is read-only",
  CocoaError.fileReadCorruptFile.rawValue: "the file is damaged",
]

/// `strerror`'s text in lower case: "is a directory", "not a directory".
private func posixReason(_ code: Int32) -> String {
  String(cString: strerror(code)).lowercased()
}
