import Foundation

/// What went wrong, in words a learner reads: a workshop error's message, or the plain reason
/// of a file system error ("permission denied", "is a directory") instead of Foundation's
/// `Error Domain=NSCocoaErrorDomain Code=…` dump.
///
/// ```swift
/// readableDescription(of: CocoaError(.fileReadNoPermission))  // "permission denied"
/// ```
public func readableDescription(of error: Error) -> String {
  if let error = error as? WorkshopError { return error.message }
  if let error = error as? CocoaError, let reason = cocoaReasons[error.code] { return reason }
  let nsError = error as NSError
  if nsError.domain == NSPOSIXErrorDomain { return posixReason(Int32(nsError.code)) }
  if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
    underlying.domain == NSPOSIXErrorDomain
  {
    return posixReason(Int32(underlying.code))
  }
  if nsError.domain == NSCocoaErrorDomain {
    return "the file system refused (error \(nsError.code))"
  }
  return "\(error)"
}

private let cocoaReasons: [CocoaError.Code: String] = [
  .fileReadNoPermission: "permission denied",
  .fileWriteNoPermission: "permission denied",
  .fileReadNoSuchFile: "no such file",
  .fileNoSuchFile: "no such file",
  .fileWriteFileExists: "something of that name is in the way",
  .fileWriteOutOfSpace: "the disk is full",
  .fileWriteVolumeReadOnly: "the disk is read-only",
  .fileReadCorruptFile: "the file is damaged",
]

/// `strerror`'s text in lower case: "is a directory", "not a directory".
private func posixReason(_ code: Int32) -> String {
  String(cString: strerror(code)).lowercased()
}
