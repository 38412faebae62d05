import Foundation

/// The first executable called `name` on the `PATH`.
public func findExecutable(
  _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment
) -> URL? {
  let path = environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  return nil
}
