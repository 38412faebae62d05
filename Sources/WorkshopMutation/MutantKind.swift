/// The family a mutant belongs to: the slip it stands for, as `mutate --list` names it.
enum MutantKind: String, CaseIterable, Sendable {
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
  /// `sorted()` added or removed, `reversed()` added (also to a list that is saved or sent).
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
  /// A value that keeps the old one where `nil` arrives: `if let kept = x { state.y = kept }`.
  case keptValue = "kept value"
  /// An argument a function passes on from its own parameter dropped, so the callee's default
  /// is used.
  case droppedArgument = "dropped argument"
  /// State each use or subscription should own made once and shared: a computed `static var`
  /// stored, a closure's first declarations made before it.
  case sharedState = "shared state"
  /// A case-insensitive comparison that minds case: `.lowercased()` dropped.
  case caseSensitive = "case-sensitive"
  /// A parameter's default used instead of the value given, or `#if DEBUG` turned round.
  case ignoredConfiguration = "ignored configuration"
  /// The final newline of text written to a file or a stream dropped.
  case droppedNewline = "dropped newline"
  /// A `Cancellable { … }` that cancels nothing.
  case emptiedCancellation = "emptied cancellation"
  /// An early `return` taken whatever its condition.
  case unconditionalReturn = "unconditional return"
  /// One comparison of a hand-written `==` dropped: two values differing there pass as equal.
  case droppedComparison = "dropped comparison"
  /// Two branches of an `if … else if` chain swapped: the general diagnosis tried first.
  case swappedBranches = "swapped branches"
  /// A mistake a lesson names, written by hand as edits to the reference (`Mutant(patching:)`).
  case lessonMistake = "lesson mistake"
}
