import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopTerminal

/// `workshop classroom`: the GitHub Classroom assignment of a track: its repository
/// (`--init <folder>`), its grading workflow alone, or the grades of the learners' repositories
/// (`--grade <folder>`).
enum ClassroomCommand: Command {
  static let spec = CommandSpec(
    name: "classroom",
    abstract: "Make a GitHub Classroom assignment repository, graded on a track, and grade it.",
    options: [
      OptionSpec(
        name: "init", valueName: "folder",
        help: "Write the assignment repository into this new folder (else print the workflow)."),
      OptionSpec(
        name: "grade", valueName: "folder",
        help:
          """
          Grade every learner's repository in this folder (their clones, made at the deadline), \
          restoring the workshop's files from the template in each first.
          """),
      OptionSpec(
        name: "csv", valueName: "file",
        help: "With --grade, also write the grades as CSV, one row a learner, for a gradebook."),
      OptionSpec(
        name: "template", valueName: "url",
        help:
          """
          The template repository the assignment is made from, where grading restores the \
          workshop's files from (required).
          """),
      OptionSpec(
        name: "branch", valueName: "name", help: "The template repository's branch (main)."),
      OptionSpec(
        name: "track", valueName: "name",
        help: "Grade this track's steps (default: the track you chose, else every step)."),
      OptionSpec(
        name: "points", valueName: "n",
        help: "The assignment's total points (default 100), split by each step's time."),
    ],
    discussion: """
      --init writes the course as committed, without the maintainers' workflows \
      (.github/workflows/ci.yml, mutate.yml) and .ci/, with \
      .github/workflows/classroom.yml grading the track and the track recorded in \
      Exercises/assignment.json. Push it to the --template repository, make that a template \
      repository on GitHub, and create the assignment from it in GitHub Classroom. Grading \
      restores the workshop's own files (Checks/, Tests/PlantedBugs/, the tool) from the \
      template first: a committed change to them fails the run. Each step's points follow its \
      time (Docs/timings.json), split between its checks and its planted-bug hunt. The run on \
      GitHub runs the learner's copy of the workflow, so its points are a convenience: \
      --grade <folder> is the grade. It takes a folder of the learners' repositories, restores \
      the template's files in each (naming the files it restored and any commit that changed \
      the workflow), checks every step as the workflow would, and prints the class's points; a \
      repository with no commit of the learner's gets 0. It builds and runs each learner's code \
      on this machine. Docs/TEACHING.md says more.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    guard let url = arguments.options["template"], !url.isEmpty else {
      throw UsageError(
        localized(
          """
          --template <url> is required: the template repository grading restores the \
          workshop's files from, e.g. https://github.com/your-school/side-effects.git.
          """), command: spec.name)
    }
    let branch = arguments.options["branch"] ?? "main"
    if let problem = TemplateGuard.problem(url: url, branch: branch) {
      throw UsageError(problem, command: spec.name)
    }
    let template = TemplateGuard(url: url, branch: branch)
    if let folder = arguments.options["grade"] {
      return try grade(folder, from: template, arguments: arguments, context: context)
    }
    if arguments.options["csv"] != nil {
      throw UsageError(localized("--csv goes with --grade."), command: spec.name)
    }
    let course = try context.course()
    let track =
      try arguments.options["track"].map { try course.track(named: $0, command: spec.name) }
      ?? course.chosenTrack(in: context.progress(of: course))
    let total = try points(arguments)
    let steps = (track?.steps ?? course.steps).filter(course.isAvailable)
    let points = GradingPoints(
      steps: steps, course: course, timings: try Timings.load(root: course.root), total: total)
    let workflow = ClassroomWorkflow(points: points, track: track?.name, template: template)
    guard let folder = arguments.options["init"] else {
      context.terminal.write(workflow.text)
      return .success
    }
    let assignment = Assignment(track: track?.name ?? Course.wholeCourse)
    let destination = URL(fileURLWithPath: folder)
    let commit = try AssignmentRepository(
      course: course, workflow: workflow, assignment: assignment
    ).write(to: destination)
    let terminal = context.terminal
    terminal.print(
      localized(
        """
        Wrote the assignment repository to \(folder): the course at commit \
        \(String(commit.prefix(12))), graded on track \(assignment.track) for \(points.total) points, \
        without the maintainers' workflows.
        """))
    if let git = try? Git(root: course.root),
      let status = try? git.run(["status", "--porcelain"]), !status.output.isEmpty
    {
      terminal.print(localized("Your uncommitted changes to the course are not in it."))
    }
    terminal.print()
    terminal.print(localized("Next, publish it as the template repository:"))
    // NB: every value quoted for the shell: a path may hold a space or a quote.
    let quotedBranch = shellQuoted(template.branch)
    terminal.print(
      "  cd \(shellQuoted(folder)) && git init -q -b \(quotedBranch) && git add -A"
        + " && git commit -qm 'The assignment'")
    terminal.print("  git push \(shellQuoted(template.url)) \(quotedBranch)")
    terminal.print(
      localized(
        """
        Then mark it a template repository on GitHub (Settings), and create the assignment \
        from it in GitHub Classroom.
        """))
    return .success
  }

  /// The assignment's total points: `--points`, else 100.
  static func points(_ arguments: ParsedArguments) throws -> Int {
    guard let text = arguments.options["points"] else { return 100 }
    guard let points = Int(text), points > 0, points <= 10_000 else {
      throw UsageError(
        localized("--points takes a whole number from 1 to 10000, not '\(text)'."),
        command: spec.name)
    }
    return points
  }
}
