import Foundation

/// Times the phases of a mutation run one after the other.
struct PhaseClock {
  private(set) var phases: [(name: String, seconds: Double)] = []
  private var start = Date()

  /// Ends the phase running since the last one ended, naming it.
  mutating func end(_ name: String) {
    phases.append((name, Date().timeIntervalSince(start)))
    start = Date()
  }
}
