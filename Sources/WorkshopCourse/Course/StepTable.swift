/// The README's table of steps, rendered from the manifest so that it cannot drift from it.
///
/// ```
/// | Step | What you learn | Your checks | The reference |
/// | --- | --- | --- | --- |
/// | [01](Exercises/01-PureReducers/README.md) | Pure reducers… | `swift test --filter Exercise01` | … |
/// ```
public func markdownStepTable(_ steps: [Step]) -> String {
  let header = [
    "| Step | What you learn | Your checks | The reference |",
    "| --- | --- | --- | --- |",
  ]
  let rows = steps.map { step in
    // NB: Markdown would read `Effect<Never>` as an HTML tag and hide it.
    "| [\(step.number)](\(step.exercisePath)/README.md) "
      + "| \(step.title.replacingOccurrences(of: "<", with: "&lt;")) "
      + "| `swift test --filter \(step.exerciseModules.app)` "
      + "| `swift test --filter \(step.solutionModules.app)` |"
  }
  return (header + rows).joined(separator: "\n")
}
