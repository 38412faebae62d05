// The learner's `workshop` command: the root only dispatches. Each command lives in Commands/,
// one file each; the logic they share lives in the WorkshopCore library, where it is unit-tested.
// The maintainers' commands (verify, mutate, docs, translations) are handed to the
// `workshop-maintainer` executable, which links the engines this one leaves out.
import WorkshopCore

runCommandLine { words, context in
  if let handOff = MaintainerHandOff(words: words) {
    return handOff.run(context: context)
  }
  return dispatch(
    words, to: allCommands(), alsoKnown: MaintainerCommands.summaries.map(\.name),
    context: context)
}
