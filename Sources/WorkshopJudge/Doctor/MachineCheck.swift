import Foundation
import WorkshopLocalization
import WorkshopTestRuns

/// One thing `workshop doctor` checks about the machine, with what it found and, for a problem,
/// how to fix it.
public struct MachineCheck: Equatable, Sendable {
  /// What was checked, e.g. `Swift`.
  public let name: String
  /// What was found, e.g. `6.3.1`.
  public let finding: String
  /// How to fix a problem, or `nil` when all is well.
  public var fix: String?
  /// Something to know that is not a problem (a Swift that is not among the tested ones).
  public var warning: String?

  /// Whether the check found nothing to fix.
  public var isFine: Bool { fix == nil }

  /// The oldest Swift the workshop builds with: its manifest's tools version.
  public static let minimumSwift = (major: 6, minor: 0)

  /// The Swift versions every change is built and tested with (this machine's and CI's).
  public static let testedSwift = ["6.2", "6.3"]

  /// The least free disk space a class needs: every step's build, with room to spare.
  public static let minimumFreeBytes: Int64 = 2 << 30

  /// Reads `swift --version` output (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`).
  public static func swift(versionOutput: String?) -> MachineCheck {
    guard let output = versionOutput,
      let range = output.range(of: #"Swift version [0-9]+(\.[0-9]+)+"#, options: .regularExpression)
    else {
      return MachineCheck(
        name: "Swift", finding: localized("not found"),
        fix: localized(
          """
          Install Swift \(minimumSwift.major).\(minimumSwift.minor) or later (swift.org) and make \
          sure `swift` is on your PATH.
          """))
    }
    let version = String(output[range].dropFirst("Swift version ".count))
    let numbers = version.split(separator: ".").compactMap { Int($0) }
    let majorMinor = (numbers.first ?? 0, numbers.dropFirst().first ?? 0)
    let isRecentEnough = majorMinor >= minimumSwift
    let tested = testedSwift.joined(separator: " and ")
    let isTested = testedSwift.contains("\(majorMinor.0).\(majorMinor.1)")
    return MachineCheck(
      name: "Swift", finding: version,
      fix: isRecentEnough
        ? nil
        : localized(
          """
          The workshop needs Swift \(minimumSwift.major).\(minimumSwift.minor) or later; install \
          a newer toolchain (on macOS, a newer Xcode).
          """),
      warning: !isRecentEnough || isTested
        ? nil
        : localized(
          """
          The workshop is tested with Swift \(tested) only. \(version) should work; if a step \
          fails to build in a way its lesson does not explain, try Swift \
          \(testedSwift.joined(separator: " or ")).
          """))
  }

  /// Whether git was found: `reset` and `solution` compare with the course as shipped.
  public static func git(at url: URL?) -> MachineCheck {
    guard let url else {
      return MachineCheck(
        name: "git", finding: localized("not found"),
        fix: localized(
          "Install git: `reset` and `solution` need it (apt install git, or Xcode's tools)."))
    }
    return MachineCheck(name: "git", finding: url.path)
  }

  /// Whether the checkout can be written: checks build into it and record progress in it.
  static func writableCheckout(_ root: URL, canWrite: Bool) -> MachineCheck {
    canWrite
      ? MachineCheck(name: localized("Checkout"), finding: localized("\(root.path) is writable"))
      : MachineCheck(
        name: localized("Checkout"), finding: localized("\(root.path) cannot be written"),
        fix: localized("Clone the workshop into a folder you own, e.g. your home folder."))
  }

  /// Whether there is room for the builds.
  static func freeDisk(bytes: Int64?) -> MachineCheck {
    guard let bytes else {
      return MachineCheck(name: localized("Free disk"), finding: localized("unknown"))
    }
    let gigabytes = String(format: "%.1f GB", Double(bytes) / Double(1 << 30))
    return MachineCheck(
      name: localized("Free disk"), finding: gigabytes,
      fix: bytes >= minimumFreeBytes
        ? nil
        : localized(
          "The builds need about \(minimumFreeBytes >> 30) GB; free some space on this disk."))
  }

  /// Whether the report will be in colour, and why; never a problem.
  public static func colour(usesColor: Bool, environment: [String: String]) -> MachineCheck {
    let finding =
      usesColor
      ? localized("on")
      : !(environment["NO_COLOR"] ?? "").isEmpty
        ? localized("off (NO_COLOR is set)")
        : environment["TERM"] == "dumb"
          ? localized("off (TERM is dumb)") : localized("off (not a terminal)")
    return MachineCheck(name: localized("Colour"), finding: finding)
  }
}

/// The checks `workshop doctor` runs on this machine for the checkout at `root`.
public func machineChecks(
  root: URL, usesColor: Bool,
  environment: [String: String] = ProcessInfo.processInfo.environment
) -> [MachineCheck] {
  let swift = findExecutable("swift", environment: environment)
  let version = swift.flatMap {
    try? runProcess($0, arguments: ["--version"], timeout: 60).output
  }
  let probe = root.appendingPathComponent(".workshop/doctor-\(UUID().uuidString)")
  let canWrite =
    (try? FileManager.default.createDirectory(
      at: probe.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil
    && FileManager.default.createFile(atPath: probe.path, contents: Data())
  try? FileManager.default.removeItem(at: probe)
  let free =
    (try? FileManager.default.attributesOfFileSystem(forPath: root.path))?[
      .systemFreeSize] as? NSNumber
  let links = MachineCheck.links(in: root)
  return [
    MachineCheck.swift(versionOutput: version),
    MachineCheck.git(at: findExecutable("git", environment: environment)),
    MachineCheck.links(total: links.total, asText: links.asText),
    MachineCheck.writableCheckout(root, canWrite: canWrite),
    MachineCheck.freeDisk(bytes: free?.int64Value),
    MachineCheck.colour(usesColor: usesColor, environment: environment),
  ]
}
