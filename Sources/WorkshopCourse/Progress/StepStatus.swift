import Foundation
import WorkshopLocalization

/// Where the learner stands on a step.
public enum StepState: Equatable, Sendable, CaseIterable {
  /// Never checked.
  case notStarted
  /// Checked, and something failed.
  case failing
  /// Failed, but the files changed since (edited, or restored): nobody knows yet.
  case changedSinceFailing
  /// Passed, and the files are still the ones that passed.
  case done
  /// Passed once, but the files changed since: check again to confirm.
  case changedSinceDone
  /// The step's folders are not there yet (the course is still being written).
  case unavailable

  /// A word or two for lists.
  public var label: String {
    switch self {
    case .notStarted: return localized("not started")
    case .failing: return localized("failing")
    case .changedSinceFailing: return localized("failed, then changed: check again")
    case .done: return localized("done")
    case .changedSinceDone: return localized("changed since done: check again")
    case .unavailable: return localized("not available yet")
    }
  }
}

/// A step with its state.
public struct StepStatus: Equatable, Sendable {
  /// The step.
  public let step: Step
  /// Where the learner stands.
  public let state: StepState
}

/// The state of `step`, from its record and the current fingerprint of its files: what the
/// files hold, not when they were written, so that files put back as they were when they passed
/// are done again, whatever failed in between.
public func stepState(record: StepRecord, currentHash: String?, isAvailable: Bool) -> StepState {
  guard isAvailable else { return .unavailable }
  switch record.lastResult {
  case nil: return .notStarted
  case .failed? where record.passedHash != nil && record.passedHash == currentHash:
    return .done
  case .failed?:
    // NB: a record from before checkedHash existed counts as failing still.
    return record.checkedHash.map { $0 == currentHash } ?? true ? .failing : .changedSinceFailing
  case .passed?: return record.passedHash == currentHash ? .done : .changedSinceDone
  }
}

extension Course {
  /// The fingerprint of the learner's side of `step`.
  public func exerciseHash(_ step: Step) -> String {
    StepFiles(root: root, folder: step.exercisePath).contentHash(root: root)
  }

  /// Every step with its state.
  public func statuses(with progress: CourseProgress) -> [StepStatus] {
    steps.map { step in
      let available = isAvailable(step)
      return StepStatus(
        step: step,
        state: stepState(
          record: progress.record(for: step), currentHash: available ? exerciseHash(step) : nil,
          isAvailable: available))
    }
  }
}

/// The step to work on next, the one rule every command follows: the first available step that
/// is not done, from `anchor` (the step the learner worked on last) on, else the first one before
/// it; with no anchor, the first of the course. `nil` when every available step is done.
///
///     nextStep(in: statuses, from: step05)  // 05 if it fails; once done, 06, even when
///                                           // 01–04 were never started
public func nextStep(in statuses: [StepStatus], from anchor: Step? = nil) -> Step? {
  let open = statuses.filter { $0.state != .done && $0.state != .unavailable }.map(\.step)
  guard let anchor, let index = statuses.firstIndex(where: { $0.step == anchor }) else {
    return open.first
  }
  let fromAnchor = Set(statuses[index...].map(\.step.id))
  return open.first { fromAnchor.contains($0.id) } ?? open.first
}

extension CourseProgress {
  /// The step checked most recently, where the learner is: what `nextStep(in:from:)` goes on
  /// from.
  func lastChecked(in steps: [Step]) -> Step? {
    steps.filter { record(for: $0).checkedAt != nil }
      .max { record(for: $0).checkedAt! < record(for: $1).checkedAt! }
  }
}
