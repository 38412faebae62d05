import Foundation

/// Headless Chromium, driven through the DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: the browser reads commands on its fd 3 and answers on fd 4, one
/// JSON message each, ended by a NUL byte). One browser serves every page of a check: it
/// navigates, runs scripts in the page, scrolls, takes screenshots, and collects what the page
/// logged to the console.
final class HeadlessChromium: @unchecked Sendable {
  /// The width and height of the window, in CSS pixels.
  static let viewport = (width: 1280, height: 900)

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let profile: URL
  private let condition = NSCondition()
  private var pending = Data()
  private var replies: [Int: [String: Any]] = [:]
  private var messages: [String] = []
  private var nextID = 0
  private var session: String?
  private var isClosed = false

  /// Starts the browser.
  init(executable: URL) throws {
    profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // NB: the shell hands the pipes to the browser as fds 3 and 4, and Debian's `chromium`
    // launcher script passes them on to the browser it starts.
    process.arguments = [
      "-c", #"exec "$0" "$@" 3<&0 4>&1 </dev/null >/dev/null 2>/dev/null"#, executable.path,
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
      "--window-size=\(Self.viewport.width),\(Self.viewport.height)", "about:blank",
    ]
    // NB: the browser's own temporary folders go into the profile, removed with it.
    process.environment = ProcessInfo.processInfo.environment.merging([
      "TMPDIR": profile.path + "/"
    ]) { _, folder in folder }
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      self?.received(handle.availableData)
    }
    let target = try send("Target.createTarget", ["url": "about:blank"], toPage: false)
    let attached = try send(
      "Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true],
      toPage: false)
    session = attached["sessionId"] as? String
    for domain in ["Page", "Runtime", "Log"] { _ = try send("\(domain).enable") }
    _ = try send(
      "Emulation.setDeviceMetricsOverride",
      [
        "width": Self.viewport.width, "height": Self.viewport.height, "deviceScaleFactor": 1,
        "mobile": false,
      ])
  }

  deinit { close() }

  /// Whether the browser still runs and has not been closed.
  var isRunning: Bool {
    condition.lock()
    defer { condition.unlock() }
    return !isClosed && process.isRunning
  }

  /// Ends the browser.
  func close() {
    condition.lock()
    let wasClosed = isClosed
    isClosed = true
    condition.unlock()
    guard !wasClosed else { return }
    output.fileHandleForReading.readabilityHandler = nil
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: profile)
  }

  /// Opens `url` and waits until `selector` matches an element of the page (DocC renders its
  /// pages with scripts, after the load event).
  func open(_ url: URL, waitingFor selector: String = "body") throws {
    takeConsole()
    _ = try send("Page.navigate", ["url": url.absoluteString])
    try waitUntil(
      "document.readyState === 'complete' && !!document.querySelector(\(quoted(selector)))")
  }

  /// The value of `expression`, run in the page (a promise is awaited).
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate",
      ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] as? [String: Any] {
      throw BrowserError("the page's script failed: \(exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Waits, up to `seconds`, until `condition` (a script) is true in the page.
  func waitUntil(_ condition: String, seconds: TimeInterval = 30) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if (try? evaluate("!!(\(condition))")) as? Bool == true { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw BrowserError("the page never got to: \(condition)")
  }

  /// Saves a PNG of what the window shows.
  func screenshot(to file: URL) throws {
    let result = try send("Page.captureScreenshot", ["format": "png"])
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw BrowserError("Chromium sent no screenshot")
    }
    try data.write(to: file)
  }

  /// What the page logged to the console since it was opened (errors, failed loads, uncaught
  /// exceptions), and forgets it.
  @discardableResult
  func takeConsole() -> [String] {
    condition.lock()
    defer { condition.unlock() }
    let taken = messages
    messages = []
    return taken
  }

  // MARK: - The protocol

  private func send(_ method: String, _ parameters: [String: Any] = [:], toPage: Bool = true)
    throws -> [String: Any]
  {
    condition.lock()
    nextID += 1
    let id = nextID
    condition.unlock()
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if toPage, let session { message["sessionId"] = session }
    var data = try JSONSerialization.data(withJSONObject: message)
    data.append(0)
    try input.fileHandleForWriting.write(contentsOf: data)
    let deadline = Date().addingTimeInterval(120)
    condition.lock()
    defer { condition.unlock() }
    while replies[id] == nil {
      guard !isClosed, condition.wait(until: deadline) else {
        throw BrowserError("Chromium did not answer \(method) within 120 s")
      }
    }
    let reply = replies.removeValue(forKey: id)!
    if let error = reply["error"] as? [String: Any] {
      throw BrowserError("Chromium refused \(method): \(error["message"] ?? error)")
    }
    return reply["result"] as? [String: Any] ?? [:]
  }

  private func received(_ data: Data) {
    condition.lock()
    defer { condition.unlock() }
    guard !data.isEmpty else {
      isClosed = true
      condition.broadcast()
      return
    }
    pending.append(data)
    while let end = pending.firstIndex(of: 0) {
      let message = pending[pending.startIndex..<end]
      pending = Data(pending[(end + 1)...])
      guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any]
      else { continue }
      if let id = object["id"] as? Int {
        replies[id] = object
      } else if let logged = consoleLine(object) {
        messages.append(logged)
      }
    }
    condition.broadcast()
  }

  /// The line an event adds to the console's record, if it is one the check cares about.
  private func consoleLine(_ event: [String: Any]) -> String? {
    let parameters = event["params"] as? [String: Any] ?? [:]
    switch event["method"] as? String {
    case "Runtime.exceptionThrown":
      let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
      let exception = details["exception"] as? [String: Any] ?? [:]
      return "Uncaught " + (exception["description"] as? String ?? details["text"] as? String ?? "")
    case "Runtime.consoleAPICalled":
      guard ["error", "warning", "assert"].contains(parameters["type"] as? String) else {
        return nil
      }
      let arguments = parameters["args"] as? [[String: Any]] ?? []
      return "console.\(parameters["type"] ?? ""): "
        + arguments.map { "\($0["value"] ?? $0["description"] ?? "")" }.joined(separator: " ")
    case "Log.entryAdded":
      let entry = parameters["entry"] as? [String: Any] ?? [:]
      guard entry["level"] as? String == "error" else { return nil }
      return "\(entry["text"] ?? "") \(entry["url"] ?? "")"
    default:
      return nil
    }
  }
}

/// `text` as a JavaScript string literal.
func quoted(_ text: String) -> String {
  let data = try! JSONSerialization.data(withJSONObject: [text])
  return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
}

struct BrowserError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
