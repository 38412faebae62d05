import EffectKit
import XCTest

@testable import PrimeTimeApp

/// The live app's favourites file in a temporary folder: a save that fails says so and keeps
/// "Last saved" honest, a save never replaces favourites this session has not seen without
/// asking, and a load says why it found nothing and keeps non-primes out.
final class FavoritesFileTests: XCTestCase {
  private var directory: URL!
  private var file: URL { directory.appendingPathComponent("favorite-primes.json") }

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("PrimeTimeAppTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: directory.path)
    try? FileManager.default.removeItem(at: directory)
  }

  /// Makes 2 a favourite and opens the favourites screen.
  private let twoAsAFavourite = ["+", "+", "fav", "open"]

  // MARK: - A save that fails

  func testSave_PathIsAFolder_SaysNotSaved_KeepsTheFavourites_AndLastSavedStaysNever() throws {
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)

    let output = run(twoAsAFavourite + ["save", "quit"])

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> save"),
      """
      > save
      Not saved: \(file.path) is a folder, not a file. Your favourites are still here, but not \
      on disk: fix that and type 'save' again.
      === Favourite primes (1) ===
      1. 2
      Last saved: never
      Not saved: \(file.path) is a folder, not a file.
      Buttons: [del N] [save] [load] [back]

      > quit
      Your favourites were not saved (\(file.path) is a folder, not a file), so they end with \
      this run.

      """)
  }

  func testSave_OverAFIFOOrALink_IsRefused_AndLeavesThemAsTheyWere() throws {
    // NB: the file client saves by writing a new file over the old one.
    XCTAssertEqual(mkfifo(file.path, 0o644), 0)
    var output = run(twoAsAFavourite + ["save", "quit"])
    XCTAssertTrue(
      output.contains(
        "Not saved: \(file.path) is a FIFO (a named pipe), not a file. Move it away, then type "
          + "'save' again."), output)
    var info = stat()
    XCTAssertEqual(lstat(file.path, &info), 0)
    XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")

    try FileManager.default.removeItem(at: file)
    let target = directory.appendingPathComponent("elsewhere.json")
    try Data("[2]".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
    output = run(twoAsAFavourite + ["save", "quit"])
    XCTAssertTrue(
      output.contains("Not saved: \(file.path) is a link, which saving would replace"), output)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: file.path), target.path)
  }

  func testSave_FolderIsAFile_ThenFixed_LastSavedFollowsOnlyTheRealSaves() throws {
    var clock = 0.0
    var environment = liveFiles
    environment.favoritePrimes.date = {
      clock += 60
      return Date(timeIntervalSince1970: 1_234_567_890 + clock)
    }
    // The first save works; then the folder becomes a file; then it is a folder again.
    let steps: [Int: () -> Void] = [
      5: { self.replaceFolder(withAFile: true) }, 7: { self.replaceFolder(withAFile: false) },
    ]

    let output = run(
      twoAsAFavourite + ["save", "# the folder breaks", "save", "save"], in: environment, steps)

    let screens = output.components(separatedBy: "\n> ").filter { $0.hasPrefix("save") }
    XCTAssertEqual(screens.count, 3, output)
    XCTAssertTrue(screens[0].contains("Last saved: 2009-02-13 23:32:30 UTC\n"), screens[0])
    XCTAssertTrue(
      screens[1].contains(
        "Not saved: \(directory.path) is a file, not a folder. Your favourites are still here"),
      screens[1])
    XCTAssertTrue(
      screens[1].contains("Last saved: 2009-02-13 23:32:30 UTC\n"),
      "a failed save leaves the time of the last real one: \(screens[1])")
    XCTAssertTrue(screens[2].contains("Last saved: 2009-02-13 23:34:30 UTC\n"), screens[2])
    XCTAssertFalse(screens[2].contains("Not saved"), screens[2])
    XCTAssertFalse(output.contains("were not saved"), "the last save worked")
    XCTAssertEqual(try savedFavourites(), [2])
  }

  func testSave_FolderWithoutWritePermission_SaysNotSaved() throws {
    try XCTSkipIf(getuid() == 0, "root writes into any folder whatever its permissions")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)

    let output = run(twoAsAFavourite + ["save"])

    XCTAssertTrue(
      output.contains("Not saved: the folder \(directory.path) is read-only."), output)
    XCTAssertTrue(output.contains("Last saved: never\n"), output)
  }

  // MARK: - A save over favourites this session has not seen

  func testSave_OverAFileThisSessionHasNotLoaded_AsksFirst_AndAnythingButYesKeepsIt() throws {
    try Data("[5,7]".utf8).write(to: file)

    let output = run(twoAsAFavourite + ["save", "no", "save", "yes"])

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> save"),
      """
      > save
      \(file.path) holds favourites this session has not loaded: saving replaces them. Type \
      'yes' to replace them, anything else to keep them.
      > no
      Not saved: favorite-primes.json keeps what it holds. Type 'load' to see it.

      > save
      \(file.path) holds favourites this session has not loaded: saving replaces them. Type \
      'yes' to replace them, anything else to keep them.
      > yes
      === Favourite primes (1) ===
      1. 2
      Last saved: 2009-02-13 23:31:30 UTC
      Buttons: [del N] [save] [load] [back]


      """)
    XCTAssertEqual(try savedFavourites(), [2])
  }

  func testSave_AfterALoadThatFailed_AsksFirst_AndTheEndOfTheInputKeepsTheFile() throws {
    try Data("[5, 7, oops".utf8).write(to: file)

    let output = run(twoAsAFavourite + ["load", "save"])

    XCTAssertTrue(output.contains("holds favourites this session has not loaded"), output)
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "[5, 7, oops")
  }

  func testSave_AfterItsOwnSaveThenALoadThatFailed_AsksAgain() throws {
    let steps: [Int: () -> Void] = [5: { try? Data("[5, 7, oops".utf8).write(to: self.file) }]

    let output = run(
      twoAsAFavourite + ["save", "# another program writes the file", "load", "save"],
      in: liveFiles, steps)

    let afterLoad = suffix(of: output, fromLineStartingWith: "> load")
    XCTAssertTrue(
      afterLoad.contains("Nothing was loaded: favorite-primes.json is not a list of numbers."),
      afterLoad)
    XCTAssertTrue(afterLoad.contains("holds favourites this session has not loaded"), afterLoad)
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "[5, 7, oops")
  }

  func testSave_AfterAnotherRunSavedSinceThisOneLoaded_AsksFirst_AndNoKeepsTheNewerFile()
    throws
  {
    try Data("[2,3]".utf8).write(to: file)
    let steps: [Int: () -> Void] = [2: { try? Data("[2,3,5]".utf8).write(to: self.file) }]

    let output = run(
      ["open", "load", "# another run saves [2, 3, 5]", "del 1", "save", "no"], in: liveFiles,
      steps)

    XCTAssertTrue(
      output.contains(
        "\(file.path) has changed since this session last loaded or saved it (another run of the "
          + "app?): saving replaces them."), output)
    XCTAssertTrue(
      output.contains("Not saved: favorite-primes.json keeps what it holds."), output)
    XCTAssertEqual(try savedFavourites(), [2, 3, 5])
  }

  func testSave_AfterAnotherRunSavedSinceThisOneSaved_AsksFirst_AndYesReplacesIt() throws {
    let steps: [Int: () -> Void] = [5: { try? Data("[11]".utf8).write(to: self.file) }]

    let output = run(
      twoAsAFavourite + ["save", "# another run saves [11]", "save", "yes"], in: liveFiles, steps)

    XCTAssertTrue(output.contains("has changed since this session last loaded or saved"), output)
    XCTAssertEqual(try savedFavourites(), [2])
  }

  func testSave_AfterALoad_AndAfterASave_DoesNotAsk() throws {
    try Data("[5,7]".utf8).write(to: file)

    let output = run(["open", "load", "del 1", "save", "del 1", "save"])

    XCTAssertFalse(output.contains("has not loaded"), output)
    XCTAssertEqual(try savedFavourites(), [])
  }

  // MARK: - Loading

  func testLoad_PathIsAFolder_SaysTheFileCannotBeRead() throws {
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)

    let output = run(["open", "load"])

    XCTAssertTrue(
      output.contains(
        "Nothing was loaded: favorite-primes.json cannot be read: \(file.path) is a folder, "
          + "not a file.\n"), output)
    XCTAssertFalse(output.contains("missing"), output)
  }

  func testLoad_FileWithoutReadPermission_SaysTheFileCannotBeRead() throws {
    try XCTSkipIf(getuid() == 0, "root reads any file whatever its permissions")
    try Data("[2]".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)

    let output = run(["open", "load"])

    XCTAssertTrue(
      output.contains(
        "Nothing was loaded: favorite-primes.json cannot be read (permission denied).\n"), output)
  }

  func testLoadProblem_PermissionDenied_SaysTheFileCannotBeRead() throws {
    try Data("[2]".utf8).write(to: file)
    // NB: as root every file is readable, so the reader fails as it would for anyone else.
    var unreadable = FavoritesFile(directory: directory)
    unreadable.read = { _ in throw CocoaError(.fileReadNoPermission) }

    XCTAssertEqual(
      unreadable.loadProblem(), "favorite-primes.json cannot be read (permission denied).")
    XCTAssertEqual(
      unreadable.saveProblem(expecting: [2]),
      "\(file.path) cannot be read back (permission denied)",
      "a save is only believed when the file can be read back")
  }

  func testSaveProblem_NoFileOrAnotherList_IsNoSave_TheSameListIs() throws {
    let favorites = FavoritesFile(directory: directory)
    XCTAssertEqual(favorites.saveProblem(expecting: [2]), "\(file.path) was not written")

    try Data("[5]".utf8).write(to: file)
    XCTAssertEqual(
      favorites.saveProblem(expecting: [2]), "\(file.path) does not hold what was saved")

    try Data("[2]".utf8).write(to: file)
    XCTAssertNil(favorites.saveProblem(expecting: [2]))
  }

  func testLoad_NoFile_SaysItIsMissing() {
    let output = run(["open", "load"])

    XCTAssertTrue(
      output.contains(
        "Nothing was loaded: favorite-primes.json is missing (nothing was saved yet).\n"), output)
  }

  func testLoad_NumbersThatAreNotPrimeOrRepeat_AreLeftOutWithAMessage() throws {
    try Data("[2, 4, 6, -7, 0, 13, 2]".utf8).write(to: file)

    let output = run(["open", "load"])

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> load"),
      """
      > load
      Loaded 2 favourite primes. Left out 4, 6, -7, 0, 2 from the file: a favourite is a prime, \
      listed once.
      === Favourite primes (2) ===
      1. 2
      2. 13
      Last saved: never
      Buttons: [del N] [save] [load] [back]


      """)
  }

  func testHelp_SaysSavingAsksBeforeReplacingFavouritesNotLoaded() {
    let help = runPrimeTime(["--help"], input: []).output

    XCTAssertTrue(help.contains("the favourites are\nnot loaded at start"), help)
    XCTAssertTrue(help.contains("'save' asks first when the file holds"), help)
  }

  // MARK: - Helpers

  /// The mocks, with the live file client in this test's folder.
  private var liveFiles: AppEnvironment {
    var environment = AppEnvironment.mock
    environment.favoritePrimes.fileClient = .live(directory: directory)
    return environment
  }

  /// Runs the app on `lines`, with the file checked as the live app checks it; `steps[n]` runs
  /// just before line `n` (counting from 0) is read.
  private func run(
    _ lines: [String], in environment: AppEnvironment? = nil, _ steps: [Int: () -> Void] = [:]
  ) -> String {
    var output = ""
    var next = 0
    let terminal = Terminal(
      readLine: {
        defer { next += 1 }
        steps[next]?()
        return next < lines.count ? lines[next] : nil
      },
      write: { output += $0 }, writeError: { output += $0 }, isInteractive: false)
    PrimeTime.run(
      Options(), environment: environment ?? liveFiles,
      favoritesFile: FavoritesFile(directory: directory), terminal: terminal)
    return output
  }

  private func replaceFolder(withAFile: Bool) {
    try? FileManager.default.removeItem(at: directory)
    if withAFile {
      _ = FileManager.default.createFile(atPath: directory.path, contents: Data("x".utf8))
    } else {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
  }

  private func savedFavourites() throws -> [Int] {
    try JSONDecoder().decode([Int].self, from: Data(contentsOf: file))
  }
}
