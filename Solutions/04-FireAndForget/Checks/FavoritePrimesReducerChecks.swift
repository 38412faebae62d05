import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import FavoritePrimes

/// Checks the reducer together with the effects it returns, run against file clients that
/// record what they are asked to do and never touch the disk.
///
/// Step 05 ships this reducer unchanged and links this file among its checks too (its TODO
/// numbers are step 04's), so that a slip in its copy is caught as well.
final class FavoritePrimesReducerChecks: LocalizedTestCase {
  private let mockDate = Date(timeIntervalSince1970: 1_234_567_890)
  private var previousEnvironment: FavoritePrimesEnvironment?

  override func setUp() {
    super.setUp()
    previousEnvironment = Current
    Current = .mock
  }

  override func tearDown() {
    if let previousEnvironment { Current = previousEnvironment }
    super.tearDown()
  }

  // MARK: - TODO(3): saving

  func testSaveButtonTapped_StampsTheDateAndReturnsOneEffect() {
    var state = FavoritePrimesState(favoritePrimes: [7, 2, 31, 5])

    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)

    XCTAssertEqual(
      state, FavoritePrimesState(favoritePrimes: [7, 2, 31, 5], lastSavedAt: mockDate),
      "TODO(3): saveButtonTapped should still stamp lastSavedAt with Current.date(), and leave "
        + "the primes as they are, in the user's order"
    )
    XCTAssertEqual(effects.count, 1, "TODO(3): saveButtonTapped should return exactly one effect")
  }

  func testSaveButtonTapped_EffectSavesThePrimesAsJSONAndEmitsNothing() {
    var saves: [(fileName: String, data: Data)] = []
    Current.fileClient.save = { fileName, data in
      Effect.fireAndForget { saves.append((fileName, data)) }
    }
    // NB: neither sorted nor reversed: a save that reorders the list writes other bytes.
    var state = FavoritePrimesState(favoritePrimes: [7, 2, 31, 5])

    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    XCTAssertTrue(
      saves.isEmpty, "TODO(3): the reducer should return the save effect, not run it itself"
    )
    guard let effect = effects.first else {
      return XCTFail("TODO(3): saveButtonTapped should return the save effect")
    }
    let recording = runSynchronously(effect)

    XCTAssertEqual(
      saves.map(\.fileName), ["favorite-primes.json"],
      "TODO(3): running the effect should save once, to \"favorite-primes.json\", through "
        + "Current.fileClient (if nothing is saved, does TODO(2)'s fireAndForget() run the save?)"
    )
    XCTAssertEqual(
      saves.first.flatMap { try? JSONDecoder().decode([Int].self, from: $0.data) },
      state.favoritePrimes,
      "TODO(3): the saved bytes should be the JSON of state.favoritePrimes, in the order the "
        + "user has them"
    )
    XCTAssertEqual(recording.values, [], "TODO(3): the save effect should emit no action")
    XCTAssertTrue(recording.finished, "TODO(3): the save effect should finish after saving")
  }

  // MARK: - TODO(4): loading

  func testLoadButtonTapped_EmitsTheLoadedPrimesOnce() {
    var loads: [String] = []
    Current.fileClient.load = { fileName in
      Effect<Data?>.sync {
        loads.append(fileName)
        return Data("[2,31]".utf8)
      }
    }
    var state = FavoritePrimesState(favoritePrimes: [2, 3])

    let effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped)
    XCTAssertEqual(
      state, FavoritePrimesState(favoritePrimes: [2, 3]),
      "TODO(4): loadButtonTapped should not change the state; the loaded action will"
    )
    XCTAssertTrue(
      loads.isEmpty, "TODO(4): the reducer should return the load effect, not run it itself"
    )
    guard effects.count == 1, let effect = effects.first else {
      return XCTFail("TODO(4): loadButtonTapped should return exactly one effect, the load")
    }
    let recording = runSynchronously(effect)

    XCTAssertEqual(
      loads, ["favorite-primes.json"],
      "TODO(4): the effect should load \"favorite-primes.json\" once, through Current.fileClient"
    )
    XCTAssertEqual(
      recording.values, [.loadedFavoritePrimes([2, 31])],
      "TODO(4): the effect should emit exactly one .loadedFavoritePrimes with the decoded primes"
    )
    XCTAssertTrue(recording.finished, "TODO(4): the load effect should finish after emitting")
  }

  func testLoadButtonTapped_MissingFile_EmitsNothing() {
    assertLoadEmitsNothing(
      whenTheFileHolds: nil, "TODO(4): when there is no file (load emits nil), emit no action"
    )
  }

  func testLoadButtonTapped_BytesThatAreNotJSON_EmitNothing() {
    assertLoadEmitsNothing(
      whenTheFileHolds: Data("2, 3, 5, and then some".utf8),
      "TODO(4): when the file is not JSON, catch the decoding error and emit no action"
    )
  }

  func testLoadButtonTapped_JSONOfTheWrongShape_EmitsNothing() {
    assertLoadEmitsNothing(
      whenTheFileHolds: Data(#"{"favoritePrimes": [2, 31]}"#.utf8),
      "TODO(4): when the JSON is not an array of numbers, catch the error and emit no action"
    )
  }

  // MARK: - Unchanged since step 02

  func testLoadedFavoritePrimes_ReplacesTheListAndReturnsNoEffects() {
    var state = FavoritePrimesState(favoritePrimes: [2, 3], lastSavedAt: mockDate)

    let effects = favoritePrimesReducer(state: &state, action: .loadedFavoritePrimes([5, 7, 11]))

    XCTAssertEqual(
      state, FavoritePrimesState(favoritePrimes: [5, 7, 11], lastSavedAt: mockDate),
      "loadedFavoritePrimes should replace the list and nothing else"
    )
    XCTAssertTrue(effects.isEmpty, "loadedFavoritePrimes should return no effects")
  }

  func testDeleteFavoritePrimes_RemovesAtOffsets() {
    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5, 7, 11])

    let effects = favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([1, 3]))

    XCTAssertEqual(
      state.favoritePrimes, [2, 5, 11], "deleteFavoritePrimes should remove the primes at offsets"
    )
    XCTAssertTrue(effects.isEmpty, "deleteFavoritePrimes should return no effects")
  }

  // MARK: - Helpers

  /// Taps load with a file client whose load emits `contents`, and checks that the returned
  /// effect emits no action, finishes, and does not crash.
  private func assertLoadEmitsNothing(
    whenTheFileHolds contents: Data?,
    _ message: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    Current.fileClient.load = { _ in Effect(value: contents) }
    var state = FavoritePrimesState(favoritePrimes: [2, 3])

    let effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped)
    guard effects.count == 1, let effect = effects.first else {
      return XCTFail(
        "TODO(4): loadButtonTapped should return exactly one effect, the load",
        file: file, line: line
      )
    }
    let recording = runSynchronously(effect)

    XCTAssertEqual(recording.values, [], message, file: file, line: line)
    XCTAssertTrue(
      recording.finished, "TODO(4): the load effect should finish even when it emits nothing",
      file: file, line: line
    )
  }
}
