import Foundation

/// What `body` writes to standard error, read through a pipe that standard error points at
/// meanwhile. For a few lines only: a pipe holds no more than its buffer until it is read.
func standardError(during body: () throws -> Void) throws -> String {
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
  let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
  let saved = dup(STDERR_FILENO)
  dup2(ends[1], STDERR_FILENO)
  close(ends[1])
  let outcome = Result { try body() }
  // NB: putting standard error back closes the pipe's last writer, so the read below ends.
  dup2(saved, STDERR_FILENO)
  close(saved)
  try outcome.get()
  return String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
}
