import WorkshopCore

/// The family a mutant belongs to: the slip it stands for, as `mutate --list` names it.
public enum MutantKind: String, CaseIterable, Sendable {
  /// An arithmetic, comparison, logical or range operator swapped.
  case operatorSwap = "operator"
  /// `true` ↔ `false`.
  case booleanFlip = "boolean"
  /// An integer literal one up or one down.
  case integerNudge = "integer"
  /// `.live` ↔ `.mock`.
  case environmentSwap = "environment"
  /// `.cancellable`, `.receive(on:)` or `.fireAndForget()` dropped from a chain.
  case droppedCall = "dropped call"
  /// A statement deleted.
  case deletedStatement = "deleted statement"
  /// A `switch` case's body emptied.
  case emptiedCase = "emptied case"
  /// Two arguments of a call swapped.
  case swappedArguments = "swapped arguments"
  /// A returned collection emptied, or an optional returned as `nil`.
  case emptiedReturn = "emptied return"
  /// Two adjacent statements swapped.
  case swappedStatements = "swapped statements"
  /// A collection method traded for its mirror: `first` ↔ `last`, `min` ↔ `max`, `append` →
  /// `insert(_:at: 0)`, `prefix` ↔ `suffix`, `removeFirst` ↔ `removeLast`.
  case mirroredMethod = "mirrored method"
  /// `sorted()` added or removed, `reversed()` added.
  case reordered = "reordered"
  /// One element of an effect array or a `.merge` dropped.
  case droppedElement = "dropped element"
  /// One pattern of a `case` that lists several dropped.
  case droppedPattern = "dropped pattern"
  /// A dependency read moved into the effect's closure, or out of it.
  case movedDependencyRead = "moved dependency read"
  /// A `withDependencies` or task-local `withValue` scope dropped, its body run bare.
  case droppedScope = "dropped scope"
  /// An `await`ed statement started in a `Task` instead, not waited for.
  case droppedAwait = "dropped await"
  /// A statement of a loop's body moved after the loop: once at the end, not once a turn.
  case hoistedStatement = "hoisted statement"
  /// A `defer` dropped.
  case droppedDefer = "dropped defer"
  /// A `guard` condition negated.
  case negatedGuard = "negated guard"
  /// An early `return` removed.
  case removedReturn = "removed return"
}
