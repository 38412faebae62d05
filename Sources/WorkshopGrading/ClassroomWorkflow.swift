import WorkshopCore

/// The GitHub Classroom autograding workflow for a set of steps: one test a step, each running
/// `swift run workshop check NN` with its points and time limit, the learner's report uploaded as
/// an artifact (`workshop-report`, for `workshop class`), then the grading reporter that adds the
/// points up. An instructor copies it into the assignment repository's
/// `.github/workflows/`; `Docs/classroom/classroom.yml` is this for every step.
public struct ClassroomWorkflow: Sendable {
  /// The steps graded, in order.
  public let steps: [Step]
  /// The track they come from, for the file's comment; `nil` for every step.
  public let track: String?
  /// Points for each step's checks.
  public var points = 10
  /// Minutes each step's check may take: a first check on a fresh runner builds the library.
  public var minutes = 10

  /// The workflow for `steps`.
  public init(steps: [Step], track: String?) {
    self.steps = steps
    self.track = track
  }

  /// The id of a step's test in the workflow, e.g. `step-01`.
  public static func testID(_ step: Step) -> String { "step-\(step.number)" }

  /// The workflow file.
  public var text: String {
    let ids = steps.map(Self.testID)
    var lines = [
      "# GitHub Classroom autograding for the workshop"
        + (track.map { ", track \($0)" } ?? ", every step") + ".",
      "# Made by `swift run workshop classroom"
        + (track.map { " --track \($0)" } ?? "") + "`. Copy it into the assignment repository",
      "# as .github/workflows/classroom.yml. Each step is one test worth \(points) points, and",
      "# `workshop check NN` passes it (exit status 0) when every check of the step passes.",
      "# Docs/TEACHING.md says more.",
      "name: Autograding Tests",
      "'on':",
      "  - push",
      "  - repository_dispatch",
      "permissions:",
      "  checks: write",
      "  actions: read",
      "  contents: read",
      "jobs:",
      "  run-autograding-tests:",
      "    runs-on: ubuntu-latest",
      "    container: swift:6.2",
      "    if: github.actor != 'github-classroom[bot]'",
      "    steps:",
      "      - name: Checkout code",
      "        uses: actions/checkout@v4",
      "      - name: Build the workshop tool",
      "        run: swift build --product workshop",
    ]
    for (step, id) in zip(steps, ids) {
      lines += [
        "      - name: \(id)",
        "        id: \(id)",
        "        uses: classroom-resources/autograding-command-grader@v1",
        "        with:",
        "          test-name: \"\(step.number) · \(step.title.replacingOccurrences(of: "\"", with: "'"))\"",
        "          setup-command: ''",
        "          command: swift run workshop check \(step.number)",
        "          timeout: \(minutes)",
        "          max-score: \(points)",
      ]
    }
    // NB: the checks above recorded the learner's progress; their report is what `class` reads.
    lines += [
      "      - name: Learner report",
      "        if: always()",
      "        run: swift run workshop report --format json --name \"${{ github.actor }}\" "
        + "--output workshop-report.json",
      "      - name: Upload the learner report",
      "        if: always()",
      "        uses: actions/upload-artifact@v4",
      "        with:",
      "          name: workshop-report",
      "          path: workshop-report.json",
      "      - name: Autograding Reporter",
      "        uses: classroom-resources/autograding-grading-reporter@v1",
      "        env:",
    ]
    lines += ids.map { id in
      "          \(id.uppercased())_RESULTS: \"${{steps.\(id).outputs.result}}\""
    }
    lines += [
      "        with:",
      "          runners: \(ids.joined(separator: ","))",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
