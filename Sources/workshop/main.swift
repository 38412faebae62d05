// The learner's `workshop` command: the root only dispatches. Each command lives in Commands/,
// one file each; the logic they share lives in the WorkshopCourse, WorkshopJudge and
// WorkshopTerminal libraries, where it is unit-tested.
// The maintainers' commands (verify, mutate, docs, translations) are handed to the
// `workshop-maintainer` executable, which links the engines this one leaves out.
import WorkshopTerminal
import WorkshopTestRuns

runCommandLine { words, context in
  if let handOff = MaintainerHandOff(words: words) {
    return handOff.run(context: context)
  }
  // NB: the learner's commands keep what the learner's tests leave running, and end it. Not the
  // maintainers': a keeper that never reaps would keep the zombies of the processes that their
  // tests kill, and those tests wait for them to go.
  Leftovers.keep()
  return dispatch(
    words, to: allCommands(), alsoKnown: MaintainerCommands.summaries.map(\.name),
    context: context)
}
