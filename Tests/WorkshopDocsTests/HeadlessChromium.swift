import Foundation

/// Headless Chromium, run once a page: the DOM after the page's scripts ran, what it printed to
/// the JavaScript console, and screenshots.
struct HeadlessChromium {
  let executable: URL

  /// A page as the browser rendered it.
  struct Page {
    let dom: String
    /// Every message the page logged to the console (errors, failed loads, uncaught exceptions).
    let console: [String]

    /// The page's text without tags, with runs of white space made one space.
    var text: String { plainText(dom) }
  }

  /// Opens `url`, and saves a screenshot of it to `screenshot` when one is named.
  func open(_ url: URL, screenshot: URL? = nil) throws -> Page {
    let capture = screenshot.map { ["--window-size=1280,1800", "--screenshot=\($0.path)"] } ?? []
    let (stdout, stderr) = try run(
      capture + ["--enable-logging=stderr", "--v=1", "--dump-dom", url.absoluteString])
    let console = stderr.split(separator: "\n").map(String.init).filter {
      $0.contains(":CONSOLE")
    }
    return Page(dom: stdout, console: console)
  }

  /// Runs the browser with `arguments` after the common ones, and returns what it printed.
  private func run(_ arguments: [String]) throws -> (String, String) {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("stdout")
    let err = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    // NB: --no-sandbox because CI runs as root; the virtual time budget lets DocC's scripts
    // fetch and render the page before the DOM is dumped.
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
        "--virtual-time-budget=15000",
      ] + arguments
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw BrowserError("Chromium did not finish within 120 s: \(arguments.last ?? "")")
    }
    return (
      (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      (try? String(contentsOf: err, encoding: .utf8)) ?? ""
    )
  }
}

/// `html` without tags, its entities decoded and its runs of white space made one space.
func plainText(_ html: String) -> String {
  let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&amp;": "&"]
  var text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
  for (entity, character) in entities {
    text = text.replacingOccurrences(of: entity, with: character)
  }
  return text.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
}

struct BrowserError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
