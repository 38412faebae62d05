import WorkshopCore

/// What `workshop verify` checks of the docs: that the committed tutorial is what the steps
/// generate, and, on a machine without Chromium, one line saying the browser check was skipped.
public enum DocsVerifyChecks {
  /// The checks for this machine.
  public static func all() -> [VerifyCheck] {
    [upToDate] + (findChromium() == nil ? [browserSkipped] : [])
  }

  /// Fails when a generated tutorial file differs from what the steps generate now.
  public static let upToDate = VerifyCheck(name: "docs: the tutorial matches the steps") {
    course in
    do {
      let stale = try TutorialCatalog(course: course).staleFiles()
      guard !stale.isEmpty else { return (true, []) }
      let shown = stale.prefix(5).map { "out of date: \($0)" }
      let more = stale.count > 5 ? ["… \(stale.count - 5) more"] : []
      return (
        false,
        shown + more + [
          "Run `swift run workshop docs --generate` and commit \(TutorialCatalog.folder)."
        ]
      )
    } catch {
      return (false, ["\(error)"])
    }
  }

  /// A passing line that says the browser check did not run here.
  static let browserSkipped = VerifyCheck(name: "docs: browser check") { _ in
    (true, ["skipped: Chromium is not installed (`apt-get install chromium` runs it)"])
  }
}
