import WorkshopLocalization

/// `<seconds>`: a value's placeholder in usage and help lines, named in the learner's language
/// (`<secondes>`), or in English for a maintainers' command.
func placeholder(_ name: String, english: Bool) -> String {
  "<" + (english ? name : learnersWord(for: name)) + ">"
}

/// The learner's word for the placeholder `name`; a name that is no word (`n`, `url`) as it is.
/// NB: written out one by one, so that the catalogues find each key.
private func learnersWord(for name: String) -> String {
  switch name {
  case "step": return localized("step")
  case "seconds": return localized("seconds")
  case "name": return localized("name")
  case "file": return localized("file")
  case "folder": return localized("folder")
  case "format": return localized("format")
  case "part": return localized("part")
  case "command": return localized("command")
  case "reports": return localized("reports")
  default: return name
  }
}
