import Foundation
import XCTest

/// What one run of the `workshop` binary wrote to each stream.
struct SeparateStreams {
  let status: Int32
  let standardOutput: String
  let standardError: String
}

extension WorkshopCLI {
  /// Runs `workshop arguments…` in `directory`, keeping standard output and standard error apart:
  /// a grader's format must be alone on standard output.
  static func runKeepingStreams(
    _ arguments: [String], in directory: URL, timeout: TimeInterval = 60
  ) throws -> SeparateStreams {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw XCTSkip("the workshop executable is not built next to the tests: \(executable.path)")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let err = folder.appendingPathComponent("err")
    for file in [out, err] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    let (outHandle, errHandle) = (
      try FileHandle(forWritingTo: out), try FileHandle(forWritingTo: err)
    )
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    (process.standardOutput, process.standardError) = (outHandle, errHandle)
    process.standardInput = FileHandle.nullDevice
    let started = Date()
    try process.run()
    while process.isRunning {
      if Date().timeIntervalSince(started) > timeout {
        process.terminate()
        XCTFail("workshop \(arguments.joined(separator: " ")) ran past \(Int(timeout)) s")
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    process.waitUntilExit()
    try outHandle.close()
    try errHandle.close()
    return SeparateStreams(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: out, encoding: .utf8),
      standardError: try String(contentsOf: err, encoding: .utf8))
  }
}
