import Foundation

/// The part of the workshop's own package that a copy of a course needs to check its steps: the
/// manifest's library, as a lean build declares it (see Package.swift).
enum PackageLibrary {
  /// The modules under `Sources/` that a step's check builds on.
  static let modules = [
    "EffectKit", "EffectKitTesting", "EffectKitAsyncTesting", "WorkshopChecks",
    "WorkshopTestRuns", "WorkshopReaders", "WorkshopLocalization",
  ]

  /// Copies each of `modules` from the package at `package` into `root/Sources`.
  static func copy(from package: URL, to root: URL) throws {
    let files = FileManager.default
    try files.createDirectory(
      at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    for module in modules {
      try files.copyItem(
        at: package.appendingPathComponent("Sources/\(module)"),
        to: root.appendingPathComponent("Sources/\(module)"))
    }
  }
}
