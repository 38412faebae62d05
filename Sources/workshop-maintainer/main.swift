// The maintainers' `workshop-maintainer` command: verify, mutate, docs and translations, the
// commands that link the engines (Sources/WorkshopVerify, WorkshopMutation, WorkshopDocs).
// Learners and CI reach them through `swift run workshop <command>`,
// which builds this executable on first use and hands the command over.
import WorkshopTerminal

runCommandLine { words, context in
  dispatch(words, to: maintainerCommands(), defaultCommand: "help", context: context)
}
