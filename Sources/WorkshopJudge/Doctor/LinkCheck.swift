import Foundation
import WorkshopCourse
import WorkshopLocalization

extension MachineCheck {
  /// Whether the course's symbolic links are links. Steps share files through them (an
  /// exercise's checks are its solution's), and where git checks links out as small text files
  /// holding their target (`core.symlinks=false`, Git for Windows' default) the steps do not
  /// build.
  /// - Parameters:
  ///   - total: How many links the course holds.
  ///   - asText: Those that are text files here, relative to the course root.
  public static func links(total: Int, asText: [String]) -> MachineCheck {
    let name = localized("Links")
    guard !asText.isEmpty else {
      return MachineCheck(name: name, finding: localized("\(total) links, all of them links"))
    }
    return MachineCheck(
      name: name,
      finding: localized(
        "\(asText.count) of \(total) links are text files (\(asText[0]), …)"),
      fix: localized(
        """
        git checked the links out as text (core.symlinks=false, Git for Windows' default), so \
        the steps do not build. On Windows, clone the workshop inside WSL 2, in WSL's own file \
        system (`cd ~ && git clone …`, not under /mnt/c), or open it in the dev container \
        (.devcontainer/). Elsewhere, before you change any file: `git config core.symlinks \
        true && git checkout -- .` (it restores every file as shipped).
        """))
  }

  /// The course's links and those of them that are text files here: from git where the course
  /// is a clone (every file it records as a link), else from the steps' `Checks/` folders, where
  /// a text file holding one line that starts with `../` is a link that became text.
  public static func links(in root: URL) -> (total: Int, asText: [String]) {
    let files = FileManager.default
    let isLink = { (path: String) in
      (try? files.attributesOfItem(atPath: root.appendingPathComponent(path).path))?[.type]
        as? FileAttributeType == .typeSymbolicLink
    }
    if let git = try? Git(root: root),
      let listed = try? git.run(["ls-files", "-s", "-z"]), listed.termination == .exited(0)
    {
      let links = listed.output.split(separator: "\0").compactMap { entry -> String? in
        guard entry.hasPrefix("120000 "), let tab = entry.firstIndex(of: "\t") else { return nil }
        return String(entry[entry.index(after: tab)...])
      }
      return (
        links.count,
        links.filter {
          !isLink($0) && files.fileExists(atPath: root.appendingPathComponent($0).path)
        }
      )
    }
    var total = 0
    var asText: [String] = []
    for side in ["Exercises", "Solutions"] {
      for step in (try? files.contentsOfDirectory(atPath: root.appendingPathComponent(side).path))
        ?? []
      {
        let folder = "\(side)/\(step)/Checks"
        for name
          in (try? files.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
          ?? []
        {
          let path = "\(folder)/\(name)"
          if isLink(path) {
            total += 1
          } else if let data = files.contents(atPath: root.appendingPathComponent(path).path),
            data.count < 256, let text = String(data: data, encoding: .utf8),
            text.hasPrefix("../"), !text.contains("\n")
          {
            total += 1
            asText.append(path)
          }
        }
      }
    }
    return (total, asText.sorted())
  }
}
