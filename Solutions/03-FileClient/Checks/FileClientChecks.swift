import EffectKit
import Foundation
import WorkshopChecks
import XCTest

// NB: step 08 links this file too; its module is PrimeTime.
#if canImport(FavoritePrimes)
  @testable import FavoritePrimes
#else
  @testable import PrimeTime
#endif

/// Checks the live client against a fresh temporary directory, and the mock against the disk.
///
/// Steps 04 and 05 ship this code unchanged and link this file among their checks too (its TODO
/// numbers are step 03's), so that a slip in their copies is caught as well.
final class FileClientChecks: LocalizedTestCase {
  private let fileManager = FileManager.default
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("FileClientChecks-\(UUID().uuidString)", isDirectory: true)
  private let primes = Data("[2,3,5,7]".utf8)
  /// Where a mock that wrongly writes would most likely put its files, and whether the
  /// documents directory was there before the test, so that `tearDown` can clean up after it.
  private let documentsDirectory = FileClient.documentsDirectory
  private let systemTemporaryDirectory = FileManager.default.temporaryDirectory
  private var documentsDirectoryExisted = true
  private var mockFileNames: [String] = []

  override func setUpWithError() throws {
    try super.setUpWithError()
    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    documentsDirectoryExisted = fileManager.fileExists(atPath: documentsDirectory.path)
  }

  override func tearDownWithError() throws {
    try? fileManager.removeItem(at: directory)
    for name in mockFileNames {
      try? fileManager.removeItem(at: documentsDirectory.appendingPathComponent(name))
      try? fileManager.removeItem(at: systemTemporaryDirectory.appendingPathComponent(name))
    }
    let documents = (try? fileManager.contentsOfDirectory(atPath: documentsDirectory.path)) ?? []
    if !documentsDirectoryExisted && documents.isEmpty {
      try? fileManager.removeItem(at: documentsDirectory)
    }
    try super.tearDownWithError()
  }

  // MARK: - TODO(1): the live load

  func testLiveLoad_EmitsTheBytesOfTheFile() throws {
    try primes.write(to: file("primes.json"))

    let load = runSynchronously(FileClient.live(directory: directory).load("primes.json"))

    XCTAssertEqual(
      load.values, [primes],
      "TODO(1): the live load should emit the bytes of directory/fileName, exactly once"
    )
    XCTAssertTrue(load.finished, "TODO(1): the live load should finish after emitting")
  }

  func testLiveLoad_MissingFile_EmitsOneNilAndCompletes() {
    let load = runSynchronously(FileClient.live(directory: directory).load("no-such-file.json"))

    XCTAssertEqual(
      load.values, [nil],
      "TODO(1): loading a file that does not exist should emit exactly one nil"
    )
    XCTAssertTrue(load.finished, "TODO(1): loading a missing file should still finish")
  }

  func testLiveLoad_ReadsWhenSubscribedNotWhenBuilt() throws {
    // Build the effect while the file is missing, then write the file, then subscribe.
    let load = FileClient.live(directory: directory).load("primes.json")
    try primes.write(to: file("primes.json"))

    XCTAssertEqual(
      runSynchronously(load).values, [primes],
      "TODO(1): the live load should read the file when the effect is subscribed, "
        + "not when load(_:) builds it"
    )
  }

  // MARK: - TODO(2): the live save

  func testLiveSave_WritesTheBytesToTheFile() {
    _ = runSynchronously(FileClient.live(directory: directory).save("primes.json", primes))

    XCTAssertEqual(
      contents(of: "primes.json"), primes,
      "TODO(2): running the live save should write the bytes to directory/fileName"
    )
  }

  func testLiveSave_WritesNothingUntilSubscribed() {
    let save = FileClient.live(directory: directory).save("primes.json", primes)

    XCTAssertNil(
      contents(of: "primes.json"),
      "TODO(2): building the save effect must not write anything; the write belongs to the "
        + "effect's work, which starts on subscription"
    )
    _ = runSynchronously(save)
    XCTAssertEqual(
      contents(of: "primes.json"), primes,
      "TODO(2): subscribing to the save effect should write the file"
    )
  }

  func testLiveSave_FinishesOnceTheFileIsWritten() {
    // NB: there is no "emits nothing" assertion to make: `Effect<Never>` cannot emit a value,
    // so the compiler has already checked that. What is left to check is how it ends.
    var fileAtFinish: Data?? = .none
    let cancellable = FileClient.live(directory: directory).save("primes.json", primes).sink(
      receiveCompletion: { _ in fileAtFinish = .some(self.contents(of: "primes.json")) },
      receiveValue: { _ in }
    )
    withExtendedLifetime(cancellable) {}

    guard let written = fileAtFinish else {
      return XCTFail("TODO(2): the live save should finish once it has written the file")
    }
    XCTAssertEqual(
      written, primes,
      "TODO(2): the live save should write the file before it finishes, not after (or never)"
    )
  }

  func testLiveSave_Twice_OverwritesTheFile() {
    let client = FileClient.live(directory: directory)
    let fewerPrimes = Data("[2]".utf8)

    _ = runSynchronously(client.save("primes.json", primes))
    _ = runSynchronously(client.save("primes.json", fewerPrimes))

    XCTAssertEqual(
      contents(of: "primes.json"), fewerPrimes,
      "TODO(2): a second save should replace the file's bytes, not add to or keep the old ones"
    )
  }

  func testLiveSave_CreatesAMissingDirectory() {
    let nested = directory.appendingPathComponent("Not/Yet/There", isDirectory: true)

    _ = runSynchronously(FileClient.live(directory: nested).save("primes.json", primes))

    XCTAssertEqual(
      try? Data(contentsOf: nested.appendingPathComponent("primes.json")), primes,
      "TODO(2): the live save should create its directory (and any missing parents) first"
    )
  }

  func testLiveSaveThenLoad_RoundTripsTheBytes() {
    let client = FileClient.live(directory: directory)

    _ = runSynchronously(client.save("primes.json", primes))
    let load = runSynchronously(client.load("primes.json"))

    XCTAssertEqual(
      load.values, [primes],
      "TODO(1) and TODO(2): what the live save writes, the live load should read back"
    )
  }

  // MARK: - TODO(3): the mock

  func testMockLoad_EmitsTheSameBytesForEveryName() {
    let first = runSynchronously(FileClient.mock.load(uniqueFileName()))
    let second = runSynchronously(FileClient.mock.load(uniqueFileName()))

    guard first.values.count == 1, let bytes = first.values.first ?? nil else {
      return XCTFail(
        "TODO(3): FileClient.mock.load should emit its fixed bytes (not nil) exactly once, even "
          + "for a file that exists nowhere; it emitted \(first.values)"
      )
    }
    XCTAssertTrue(first.finished, "TODO(3): FileClient.mock.load should finish after emitting")
    XCTAssertEqual(
      second.values, [bytes],
      "TODO(3): FileClient.mock.load should emit the same bytes for any name"
    )
  }

  func testMockSave_ThenLoad_StillEmitsTheFixedBytes() {
    let name = uniqueFileName()
    let before = runSynchronously(FileClient.mock.load(name)).values
    guard let fixed = before.first ?? nil else {
      return XCTFail("TODO(3): FileClient.mock.load should emit its fixed bytes (not nil)")
    }
    let other = fixed + Data(" and something else".utf8)

    let save = runSynchronously(FileClient.mock.save(name, other))
    let after = runSynchronously(FileClient.mock.load(name)).values

    XCTAssertTrue(save.finished, "TODO(3): FileClient.mock.save should do nothing and finish")
    XCTAssertEqual(
      after, [fixed],
      "TODO(3): FileClient.mock.save must not keep what it is given: a later load should still "
        + "emit the mock's fixed bytes"
    )
  }

  func testMock_CreatesNoFiles() {
    // The temporary directory stands in for every place a mock could quietly write to: the
    // system's temporary directory and the working directory both point at it while this runs.
    // The user's documents directory (where `.live` writes) is probed for the file by name.
    let name = uniqueFileName()
    let documentsFile = documentsDirectory.appendingPathComponent(name)
    let systemTemporaryFile = systemTemporaryDirectory.appendingPathComponent(name)

    withScratchPlaces(pointingAt: directory) {
      _ = runSynchronously(FileClient.mock.save(name, primes))
      _ = runSynchronously(FileClient.mock.load(name))
    }

    let created = (try? fileManager.subpathsOfDirectory(atPath: directory.path)) ?? []
    XCTAssertEqual(
      created, [], "TODO(3): FileClient.mock must not touch the disk, but it created \(created)"
    )
    let strays = [documentsFile, systemTemporaryFile]
    for stray in strays where fileManager.fileExists(atPath: stray.path) {
      XCTFail("TODO(3): FileClient.mock must not touch the disk, but it wrote \(stray.path)")
    }
  }

  // MARK: - Helpers

  private func file(_ name: String) -> URL {
    directory.appendingPathComponent(name)
  }

  private func contents(of name: String) -> Data? {
    try? Data(contentsOf: file(name))
  }

  /// A name no file has yet; `tearDown` removes any file a wrong mock gives it.
  private func uniqueFileName() -> String {
    let name = "FileClientChecks-\(UUID().uuidString).json"
    mockFileNames.append(name)
    return name
  }

  /// Runs `body` with the temporary directory (`TMPDIR`) and the working directory set to
  /// `scratch`, and restores both afterwards.
  private func withScratchPlaces(pointingAt scratch: URL, _ body: () -> Void) {
    let temporaryDirectory = ProcessInfo.processInfo.environment["TMPDIR"]
    let workingDirectory = fileManager.currentDirectoryPath
    guard fileManager.changeCurrentDirectoryPath(scratch.path) else {
      return XCTFail(localized("Could not enter \(scratch.path) to watch for stray files"))
    }
    setenv("TMPDIR", scratch.path + "/", 1)
    defer {
      if let temporaryDirectory {
        setenv("TMPDIR", temporaryDirectory, 1)
      } else {
        unsetenv("TMPDIR")
      }
      _ = fileManager.changeCurrentDirectoryPath(workingDirectory)
    }
    body()
  }
}
