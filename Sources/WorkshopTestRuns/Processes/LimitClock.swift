import Foundation

/// How a process's time limits count time: its total limit, and its limit without progress.
public enum LimitClock: Sendable {
  /// By the wall clock: a learner's `check --timeout 20` means twenty seconds.
  case wall
  /// By the share of the machine the process could have had: each second counts for the cores
  /// divided by the load average, at most one. On two cores with a load of ten, a 120-second
  /// limit allows ten minutes, so a busy machine does not make a slow test look hung, while a
  /// test that truly hangs on a quiet machine is still stopped on time.
  case machineShare

  /// The seconds that `wall` seconds of waiting count for, the load being as it is now.
  func seconds(_ wall: TimeInterval) -> TimeInterval {
    switch self {
    case .wall: return wall
    case .machineShare: return wall * MachineLoad.share()
    }
  }
}

/// The load on this machine.
enum MachineLoad {
  /// `seconds` of a quiet machine's time, stretched by the load now (divided by `share()`): the
  /// budget a test gives work whose speed it does not control, so that a busy machine does not
  /// fail it while a quiet one still holds it to `seconds`.
  static func allowance(_ seconds: TimeInterval) -> TimeInterval {
    seconds / share()
  }

  /// The share of the machine one busy process gets now (`share(load:cores:)` of the one-minute
  /// load average), or 1 where the load cannot be read.
  static func share() -> Double {
    var loads = [0.0, 0.0, 0.0]
    guard getloadavg(&loads, 1) == 1 else { return 1 }
    return share(load: loads[0], cores: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The cores divided by the load, at most 1: on two cores with a load of ten, a fifth.
  static func share(load: Double, cores: Int) -> Double {
    min(1, Double(max(cores, 1)) / max(load, 1e-3))
  }
}
