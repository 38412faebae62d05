import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import TextEditor

/// Checks of the tokenizer this step gives you: where tokens start and end, and the length limit.
final class TokenizerChecks: LocalizedTestCase {
  func testLengthLimit_IsFiveHundredCharacters_Inclusive() {
    XCTAssertEqual(Tokenizer.defaultMaximumLength, 500)
    let longest = String(repeating: "a", count: 500)
    XCTAssertEqual(outcome(of: longest), .success([.text(longest)]))
    XCTAssertEqual(
      outcome(of: longest + "a"), .failure(.textTooLong(length: 501, limit: 500)))
  }

  func testAMarkerRightAfterAToken_IsPlainText() {
    XCTAssertEqual(outcome(of: "@ann@bob"), .success([.username("ann"), .text("@bob")]))
  }

  func testNames_TakeLettersDigitsAndUnderscores() {
    XCTAssertEqual(
      outcome(of: "@ann_2 #swift_6!"),
      .success([.username("ann_2"), .text(" "), .hashtag("swift_6"), .text("!")]))
  }

  func testASchemeAlone_IsNoURL() {
    XCTAssertEqual(outcome(of: "see https:// now"), .success([.text("see https:// now")]))
  }

  /// What the tokenizer makes of `text`, waited for.
  private func outcome(of text: String) -> Result<[Token], TokenizerError>? {
    var outcome: Result<[Token], TokenizerError>?
    let completed = expectation(description: "tokenizing \(text.prefix(20)) completed")
    let cancellable = Tokenizer().tokenize(text).sink(
      receiveCompletion: { completion in
        if case .failure(let error) = completion { outcome = .failure(error) }
        completed.fulfill()
      },
      receiveValue: { outcome = .success($0) })
    wait(for: [completed], timeout: 5)
    cancellable.cancel()
    return outcome
  }
}
