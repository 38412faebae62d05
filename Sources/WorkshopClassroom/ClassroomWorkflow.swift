import WorkshopJudge

/// The GitHub Classroom autograding workflow of an assignment repository
/// (`.github/workflows/classroom.yml`, written by `workshop classroom --init`).
///
/// It runs in the official image of the newest tested toolchain, with the build folders cached
/// between pushes. Its first test restores the workshop's own files from the template
/// repository (`TemplateGuard`): a change to them fails that test, worth 0 points, and with it
/// the run. Then each step is one test a graded part (`GradingPoints`): `swift run workshop
/// check NN --part checks`, and where the learner's tests must catch planted bugs, `--part
/// bugs`. The learner's report is uploaded as an artifact for `workshop class`, and GitHub's
/// grading reporter adds the points up.
public struct ClassroomWorkflow: Sendable {
  /// The graded parts, with their points.
  public let points: GradingPoints
  /// The track graded, for the file's comment; `nil` for every step.
  public let track: String?
  /// Where the workshop's own files are restored from.
  public let template: TemplateGuard
  /// Minutes each test may take: a first check on a fresh runner builds the library.
  public var minutes = 10

  /// The workflow grading `points` of `track`, guarded by `template`.
  public init(points: GradingPoints, track: String?, template: TemplateGuard) {
    self.points = points
    self.track = track
    self.template = template
  }

  /// The id of a part's test, e.g. `step-01-checks`.
  public static func testID(_ part: GradingPoints.Part) -> String {
    "step-\(part.step.number)-\(part.kind.rawValue)"
  }

  /// The id of the first test, which restores the workshop's files.
  static let guardID = "as-shipped"

  /// The file's path in the assignment repository.
  public static let path = ".github/workflows/classroom.yml"

  /// The cache's key: the toolchain, then every file a build reads.
  static var cacheKey: String {
    "workshop-\(TestedToolchains.image.replacingOccurrences(of: ":", with: "-"))-"
  }

  /// The workflow file.
  public var text: String {
    let ids = [Self.guardID] + points.parts.map(Self.testID)
    let what = track.map { "track \($0)" } ?? "every step"
    var lines = [
      "# GitHub Classroom autograding for the workshop, \(what): \(points.total) points.",
      "# Made by `swift run workshop classroom --init`; the assignment repository holds it as",
      "# \(Self.path). Each step's points follow how long it takes a learner",
      "# (Docs/timings.json), split between its checks (`workshop check NN --part checks`) and,",
      "# where the learner's tests must catch planted bugs, the hunt (`--part bugs`). The first",
      "# test restores the workshop's own files (everything but the learner's work in",
      "# Exercises/NN-Name/; its Checks/ are the workshop's) from the template repository: a change",
      "# to them fails that test, worth 0 points, and with it the run. Docs/TEACHING.md says more.",
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
      "    container: \(TestedToolchains.image)",
      "    if: github.actor != 'github-classroom[bot]'",
      "    steps:",
      "      - name: Checkout code",
      "        uses: actions/checkout@v4",
      "        with:",
      "          fetch-depth: 0",
      "      - name: The workshop's files, as the template has them",
      "        id: \(Self.guardID)",
      "        uses: classroom-resources/autograding-command-grader@v1",
      "        with:",
      "          test-name: \"The workshop's own files are the template's (0 points; a change"
        + " fails the run)\"",
      "          setup-command: ''",
      "          command: |",
    ]
    lines += template.script.split(separator: "\n").map { "            " + $0 }
    lines += [
      "          timeout: 5",
      "          max-score: 0",
      "      - name: Give each file its last commit's time, so that the cached builds stay valid",
      "        run: |",
      "          git log --format=%ct --name-only | awk '/^[0-9]+$/ { t = $0; next }"
        + " NF && !seen[$0]++ { print t \" \" $0 }' |",
      "            while read -r t f; do touch -h -d \"@$t\" \"$f\" 2>/dev/null || true; done",
      "      - name: Cache the build folders between pushes",
      "        uses: actions/cache@v4",
      "        with:",
      "          path: |",
      "            .build",
      "            .build-workshop",
      "          key: \(Self.cacheKey)${{ hashFiles('Package.swift', 'Sources/**', 'Tests/**',"
        + " 'Exercises/**', 'Solutions/**') }}",
      "          restore-keys: \(Self.cacheKey)",
      "      - name: Build the workshop tool",
      "        run: swift build --product workshop",
    ]
    for part in points.parts {
      let id = Self.testID(part)
      let title = part.step.title.replacingOccurrences(of: "\"", with: "'")
      lines += [
        "      - name: \(id)",
        "        id: \(id)",
        "        uses: classroom-resources/autograding-command-grader@v1",
        "        with:",
        "          test-name: \"\(part.step.number) · \(title) · \(part.kind.rawValue)\"",
        "          setup-command: ''",
        "          command: swift run workshop check \(part.step.number) --part \(part.kind.rawValue)",
        "          timeout: \(minutes)",
        "          max-score: \(part.points)",
      ]
    }
    // NB: each learner's report gets a name of its own, so that the artifacts downloaded from
    // every repository of the assignment can share one folder for `workshop class`.
    let report = "workshop-report-${{ github.event.repository.name }}"
    lines += [
      "      - name: Learner report",
      "        if: always()",
      "        run: swift run workshop report --format json --name \"${{ github.actor }}\""
        + " --output \"\(report).json\"",
      "      - name: Upload the learner report",
      "        if: always()",
      "        uses: actions/upload-artifact@v4",
      "        with:",
      "          name: \(report)",
      "          path: \(report).json",
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
