import Foundation

/// How the learner's `workshop` gets the maintainers' executable it hands a command to: the
/// `swift build` that puts `workshop-maintainer` beside it, in the same build folder and
/// configuration, so that it is built once and kept up to date like any product.
public struct MaintainerBuild: Equatable, Sendable {
  /// The folder holding `Package.swift`.
  public let package: URL
  /// The build folder (`.build`), the `--scratch-path` of the build.
  public let scratch: URL
  /// `debug` or `release`, as the learner's executable was built.
  public let configuration: String
  /// Where the build puts the maintainers' executable.
  public let executable: URL

  /// The build for the learner's executable at `learnerExecutable` (symlinks resolved, e.g.
  /// `<package>/.build/x86_64-unknown-linux-gnu/debug/workshop`), or `nil` when it does not sit
  /// in a SwiftPM build folder of a package.
  public init?(beside learnerExecutable: URL) {
    let folder = learnerExecutable.resolvingSymlinksInPath().deletingLastPathComponent()
    var candidate = folder
    while candidate.pathComponents.count > 1 {
      let parent = candidate.deletingLastPathComponent()
      if candidate.lastPathComponent.hasPrefix(".build"),
        FileManager.default.fileExists(atPath: parent.appendingPathComponent("Package.swift").path)
      {
        package = parent
        scratch = candidate
        configuration = folder.lastPathComponent == "release" ? "release" : "debug"
        executable = folder.appendingPathComponent(MaintainerCommands.executable)
        return
      }
      candidate = parent
    }
    return nil
  }

  /// What the build adds to the learner's `environment`: a `WORKSHOP_ONLY` exported there
  /// (`03`) declares the learner's tool and no engine, so the build declares all the tooling.
  public static func environment(over environment: [String: String]) -> [String: String] {
    environment["WORKSHOP_ONLY"] == nil ? [:] : ["WORKSHOP_ONLY": "none"]
  }

  /// The arguments of `swift` that build it.
  public var arguments: [String] {
    [
      "build", "--package-path", package.path, "--scratch-path", scratch.path,
      "--configuration", configuration, "--product", MaintainerCommands.executable,
    ]
  }
}
