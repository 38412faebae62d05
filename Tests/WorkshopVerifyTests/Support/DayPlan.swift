import WorkshopCourse

/// A day of class along a track, laid out from each step's time (`LearnerMinutes`): a welcome,
/// the steps in order, a break after the step that brings the work since the last pause to 80
/// minutes or more, lunch after the first step that ends at noon or later, and the steps that
/// do not fit before the day ends listed as left out. Docs/TEACHING.md shows the one-day
/// track's.
struct DayPlan {
  /// One slot of the day.
  struct Slot: Equatable {
    /// Minutes from midnight when it starts.
    let start: Int
    /// Minutes it lasts.
    let minutes: Int
    /// The step, or `nil` for a welcome or a break.
    let step: Step?
    /// What it is, for a slot without a step.
    let label: String
  }

  /// The day's slots, in order.
  let slots: [Slot]
  /// The steps that do not fit, with their minutes.
  let leftOut: [(step: Step, minutes: Int)]

  /// When the day starts, in minutes from midnight: 09:00.
  static let dayStart = 9 * 60
  /// When it ends: 17:00.
  static let dayEnd = 17 * 60
  /// Minutes of welcome, of a break, of lunch.
  static let welcome = 15
  static let breakMinutes = 15
  static let lunch = 60
  /// Lunch is the first pause from noon on.
  static let noon = 12 * 60
  /// Minutes of work after which a break comes.
  static let workBeforeBreak = 80

  /// The day of `steps`, each taking `minutes(step)`.
  init(steps: [Step], minutes: (Step) -> Int) {
    var slots = [Slot(start: Self.dayStart, minutes: Self.welcome, step: nil, label: "welcome")]
    var clock = Self.dayStart + Self.welcome
    var sinceBreak = 0
    var hadLunch = false
    var leftOut: [(Step, Int)] = []
    for step in steps {
      let length = minutes(step)
      if !leftOut.isEmpty || clock + length > Self.dayEnd {
        leftOut.append((step, length))
        continue
      }
      slots.append(Slot(start: clock, minutes: length, step: step, label: step.title))
      clock += length
      sinceBreak += length
      if !hadLunch, clock >= Self.noon {
        slots.append(Slot(start: clock, minutes: Self.lunch, step: nil, label: "lunch"))
        clock += Self.lunch
        (hadLunch, sinceBreak) = (true, 0)
      } else if sinceBreak >= Self.workBeforeBreak {
        slots.append(Slot(start: clock, minutes: Self.breakMinutes, step: nil, label: "break"))
        clock += Self.breakMinutes
        sinceBreak = 0
      }
    }
    // NB: a pause that would end the day is no pause.
    if let last = slots.last, last.step == nil, slots.count > 1 { slots.removeLast() }
    self.slots = slots
    self.leftOut = leftOut
  }

  /// The minutes of work the day holds.
  var workMinutes: Int { slots.filter { $0.step != nil }.map(\.minutes).reduce(0, +) }

  /// `09:15`.
  static func clock(_ minutes: Int) -> String {
    let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
    return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
