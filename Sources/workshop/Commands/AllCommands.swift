import WorkshopTerminal

/// Every command of the learner's tool, in the order `help` lists them.
func allCommands() -> [any Command.Type] {
  [
    ListCommand.self, ShowCommand.self, CheckCommand.self, WatchCommand.self, HintCommand.self,
    SolutionCommand.self, ResetCommand.self, TrackCommand.self, ReportCommand.self,
    DoctorCommand.self, ClassCommand.self, ClassroomCommand.self, HelpCommand.self,
  ]
}
