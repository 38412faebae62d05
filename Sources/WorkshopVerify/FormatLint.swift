import Foundation
import WorkshopTestRuns

/// `swift format lint --strict` over the course's own Swift files with the rules in
/// `.swift-format`: the package manifest and every Swift file under `Sources/`, `Tests/`,
/// `Exercises/` and `Solutions/`, except the fixtures (they are shaped by the tests that use them),
/// the code listings of DocC catalogs (generated from the steps) and symlinks (their targets are
/// linted where they live).
struct FormatLint {
  /// The course root, holding `.swift-format`.
  let root: URL
  /// The `swift` executable, whose `format` subcommand the toolchain ships since Swift 6.
  let swift: URL

  /// The files to lint, relative to the root, sorted.
  var files: [String] {
    let fileManager = FileManager.default
    var files =
      fileManager.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
      ? ["Package.swift"] : []
    for folder in ["Sources", "Tests", "Exercises", "Solutions"] {
      let base = root.appendingPathComponent(folder)
      guard let walker = fileManager.enumerator(atPath: base.path) else { continue }
      for case let path as String in walker where path.hasSuffix(".swift") {
        let relative = "\(folder)/\(path)"
        let isLink =
          (try? fileManager.destinationOfSymbolicLink(
            atPath: base.appendingPathComponent(path).path)) != nil
        let folders = relative.split(separator: "/")
        if !isLink, !folders.contains("Fixtures"),
          !folders.contains(where: { $0.hasSuffix(".docc") })
        {
          files.append(relative)
        }
      }
    }
    return files.sorted()
  }

  /// Whether every file follows the rules, and the findings (relative paths, at most `limit`).
  func run(limit: Int = 12) -> (passed: Bool, details: [String]) {
    let files = files
    let result: ProcessResult
    do {
      result = try runProcess(
        swift,
        arguments: ["format", "lint", "--strict", "--configuration", ".swift-format"] + files,
        directory: root, timeout: 600)
    } catch {
      return (false, ["could not run `swift format`: \(error)"])
    }
    let prefix = root.path + "/"
    let findings: [String] = result.output.split(separator: "\n")
      .filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .map { String($0.hasPrefix(prefix) ? $0.dropFirst(prefix.count) : $0) }
    switch result.termination {
    case .exited(0):
      return (true, ["Swift files checked: \(files.count)"])
    case .exited where findings.isEmpty:
      let said = result.output.split(separator: "\n").first.map(String.init) ?? "no output"
      return (false, ["`swift format lint` failed (the toolchain ships it since Swift 6): \(said)"])
    case .exited:
      let more =
        findings.count > limit
        ? ["… \(findings.count - limit) more; `swift format -i <file>` fixes most"] : []
      return (false, Array(findings.prefix(limit)) + more)
    case .signalled, .timedOut:
      return (false, ["`swift format lint` did not finish"])
    }
  }
}
