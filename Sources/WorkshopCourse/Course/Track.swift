import WorkshopLocalization

/// A named subset of the steps, for a class with less time: the steps `Exercises/steps.json`
/// tags with the track's name (`"tracks": ["one-day"]`), in course order.
public struct Track: Equatable, Sendable {
  /// The name a learner chooses it by, e.g. `one-day`.
  public let name: String
  /// Its steps, in course order.
  public let steps: [Step]

  /// `01, 02, 03, 05`: the track's step numbers, for messages.
  public var numbers: String { steps.map(\.number).joined(separator: ", ") }
}

extension Course {
  /// The name that chooses every step again, whatever track was chosen before.
  public static let wholeCourse = "all"

  /// The named tracks, in the order the manifest first names them.
  public var tracks: [Track] {
    var names: [String] = []
    for name in steps.flatMap(\.tracks) where !names.contains(name) { names.append(name) }
    return names.map { name in Track(name: name, steps: steps.filter { $0.tracks.contains(name) }) }
  }

  /// The track called `name`, or `nil` for `all` (the whole course).
  /// - Throws: `UsageError` listing the tracks when there is none of that name.
  public func track(named name: String, command: String? = nil) throws -> Track? {
    if name == Course.wholeCourse { return nil }
    if let track = tracks.first(where: { $0.name == name }) { return track }
    let known = (tracks.map(\.name) + [Course.wholeCourse]).joined(separator: ", ")
    let suggestion = closestMatch(to: name, in: tracks.map(\.name)).map {
      " " + localized("Did you mean '\($0)'?")
    }
    throw UsageError(
      localized("There is no track '\(name)'. The tracks are: \(known).") + (suggestion ?? ""),
      command: command)
  }

  /// The track the learner chose, if it still exists in the manifest; without a choice, the
  /// track of the assignment the course is (`Assignment`), if any.
  public func chosenTrack(in progress: CourseProgress) -> Track? {
    let name = progress.track ?? Assignment.load(root: root)?.track
    return name.flatMap { name in tracks.first { $0.name == name } }
  }

  /// What to tell the learner when the progress file names a track this course does not have
  /// (a track renamed since, or a hand-edited file): every step is followed until they choose.
  public func unknownTrackNotice(in progress: CourseProgress) -> String? {
    guard let name = progress.track, chosenTrack(in: progress) == nil else { return nil }
    let known = (tracks.map(\.name) + [Course.wholeCourse]).joined(separator: ", ")
    return localized(
      """
      Your progress file names the track '\(name)', which this course does not have, so every \
      step is followed. Choose a track (\(known)) with `swift run workshop track <name>`.
      """)
  }

  /// The steps of the track the learner chose, or every step.
  func stepsToTake(with progress: CourseProgress) -> [Step] {
    chosenTrack(in: progress)?.steps ?? steps
  }

  /// The state of every step of the chosen track (of every step without one).
  public func trackStatuses(with progress: CourseProgress) -> [StepStatus] {
    let chosen = Set(stepsToTake(with: progress).map(\.id))
    return statuses(with: progress).filter { chosen.contains($0.step.id) }
  }

  /// The step to work on next along the chosen track (`nextStep(in:from:)`): going on from the
  /// step checked last, or, when that one is off the track, from the track's next step after it.
  public func nextStep(with progress: CourseProgress) -> Step? {
    let onTrack = stepsToTake(with: progress)
    let anchor = progress.lastChecked(in: steps).flatMap { last in
      let position = steps.firstIndex(of: last) ?? 0
      return onTrack.first { (steps.firstIndex(of: $0) ?? 0) >= position }
    }
    return WorkshopCourse.nextStep(in: trackStatuses(with: progress), from: anchor)
  }
}
