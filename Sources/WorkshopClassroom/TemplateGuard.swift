import WorkshopLocalization

/// The first test of the classroom workflow: restores the workshop's own files from the
/// template repository the assignment was made from, and fails when any of them had changed.
///
/// The workshop's files are every file but the learner's work, which is what each step's
/// exercise folder holds (`Exercises/NN-Name/`), less its `Checks/`: the checks, their helpers,
/// the tool that runs them and the planted bugs (`Tests/PlantedBugs/`) are the template's. The
/// template's commit is the one whose files the learner's repository started from (GitHub
/// Classroom copies the template's tree into the repository's first commit), so that a later
/// change to the template does not count against anyone; without one, its branch's last commit.
/// It runs as a plain shell script before anything is built, so that nothing it trusts comes
/// from the learner's repository.
public struct TemplateGuard: Equatable, Sendable {
  /// The template repository, as `git fetch` takes it: a URL, or a path for a test.
  public let url: String
  /// Its branch.
  public let branch: String

  /// The guard of an assignment made from `branch` of `url`.
  public init(url: String, branch: String = "main") {
    self.url = url
    self.branch = branch
  }

  /// Git pathspecs of the workshop's files: every file outside the steps' exercise folders,
  /// and the checks inside them.
  static let pathspecs = (
    outside: [".", ":(exclude,glob)Exercises/*/**"],
    checks: [":(glob)Exercises/*/Checks/**"]
  )

  /// Why `url` and `branch` cannot name a template, if they cannot: a value that git would take
  /// for an option, or that holds a line break or a control character; a branch with a space.
  public static func problem(url: String, branch: String) -> String? {
    let controls = { (text: String) in
      text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
    if url.isEmpty || url.hasPrefix("-") || controls(url) {
      return localized(
        """
        --template takes a repository's URL or path, not '\(printable(url))': one that does \
        not start with '-' and holds no line break.
        """)
    }
    if branch.isEmpty || branch.hasPrefix("-") || controls(branch)
      || branch.contains(where: \.isWhitespace)
    {
      return localized(
        """
        --branch takes a branch's name, not '\(printable(branch))': one that does not start \
        with '-' and holds no space or line break.
        """)
    }
    return nil
  }

  /// The POSIX shell script; exit status 1 when a file of the workshop's had changed.
  public var script: String {
    let outside = Self.pathspecs.outside.map(quoted).joined(separator: " ")
    let checks = Self.pathspecs.checks.map(quoted).joined(separator: " ")
    return """
      set -eu
      template=\(quoted(url))
      git config --global --add safe.directory "$PWD"
      git fetch --quiet --no-tags "$template" \(quoted(branch))
      first=$(git rev-list --max-parents=0 HEAD | tail -n 1)
      tree=$(git rev-parse "$first^{tree}")
      pin=$(git log --format='%H %T' FETCH_HEAD |
        awk -v tree="$tree" '$2 == tree { print $1; exit }')
      pin=${pin:-$(git rev-parse FETCH_HEAD)}
      changed=$( (git diff --name-only "$pin" -- \(outside)
        git diff --name-only "$pin" -- \(checks)) | sort -u)
      git checkout --quiet --no-overlay "$pin" -- \(outside)
      git checkout --quiet --no-overlay "$pin" -- \(checks)
      if [ -n "$changed" ]; then
        echo "These files are the workshop's, not yours: they differ from the template ($pin)."
        echo "They were restored before grading; a change to them fails this test and the run:"
        echo "$changed" | sed 's/^/  /'
        exit 1
      fi
      echo "The workshop's own files are the template's (commit $pin)."
      """
  }

  /// `text` as one shell word.
  func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
