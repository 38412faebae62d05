import Foundation
import WorkshopLocalization

extension Course {
  /// A fingerprint of what `Package.swift` reads besides itself: the manifest's bytes, and the
  /// names at the top of every step folder and of its `Tests/`, where the manifest looks for
  /// `Tests/__Snapshots__` (the references a first snapshot run records there are text, not
  /// sources, once the manifest leaves the folder out).
  public var layoutFingerprint: String {
    var hash = FNV1a()
    hash.add(FileManager.default.contents(atPath: url(Course.manifestPath).path) ?? Data())
    for step in steps {
      for folder in [step.exercisePath, step.solutionPath].flatMap({ [$0, $0 + "/Tests"] }) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path))
        hash.add(Data((folder + ":" + (names?.sorted().joined(separator: ",") ?? "-") + ";").utf8))
      }
    }
    return hash.hex
  }
}
