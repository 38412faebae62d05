/// The course-wide translation rules `verify` holds (a step's own lesson and hints are held in
/// its "lesson, hints and files" item).
public enum TranslationChecks {
  /// The CLI's and the step catalogue's texts keep their language's glossary and typography.
  public static let catalogues = VerifyCheck(
    name: "translations: the catalogues keep their glossaries and typography"
  ) { course in
    let problems = CourseTranslations(course: course).catalogueProblems()
    let shown = Array(problems.prefix(20))
    let more = problems.count > shown.count ? ["… and \(problems.count - shown.count) more"] : []
    return (problems.isEmpty, shown + more)
  }
}
