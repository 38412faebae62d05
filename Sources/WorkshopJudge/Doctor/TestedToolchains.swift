/// The containers the workshop ships (`.devcontainer/devcontainer.json`, the classroom workflow)
/// run the newest of the tested toolchains (`MachineCheck.testedSwift`), in its official image.
public enum TestedToolchains {
  /// The tested Swift versions, oldest first.
  public static var versions: [String] { MachineCheck.testedSwift }

  /// The newest tested version, the one with a recorded `verify` pass.
  public static var newest: String { versions[versions.count - 1] }

  /// The official Swift image of the newest tested version, e.g. `swift:6.3`.
  public static var image: String { "swift:\(newest)" }

  /// Whether `image` (`swift:6.3`, `swift:6.3-noble`, `docker.io/library/swift:6.3`) is the
  /// official Swift image of a tested version.
  static func isTested(image: String) -> Bool {
    let official = ["", "library/", "docker.io/library/"]
    guard let prefix = official.last(where: { image.hasPrefix($0 + "swift:") }) else {
      return false
    }
    let name = image.dropFirst(prefix.count)
    let tag = name.dropFirst("swift:".count).prefix { $0 != "-" }
    return versions.contains(String(tag))
  }
}
