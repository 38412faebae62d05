import EffectKit
import XCTest

@testable import TextEditor

final class EditorModelTests: XCTestCase {
  func testNewEditor_HasNoTokens() {
    XCTAssertEqual(EditorModel().tokens.value, [])
  }

  func testEditing_PublishesTheTokensOfEveryNewText() throws {
    let editor = EditorModel()

    // Subscribe first, then edit: the edits run inside awaitOutput, after it subscribed.
    let published = try awaitOutput(editor.tokens.collectNext(2)) {
      editor.text = "Hello @john"
      editor.text = "Check out #swift"
    }

    // One batch: the tokens of each text, in the order of the edits.
    XCTAssertEqual(
      published,
      [
        [.text("Hello "), .username("john")],
        [.text("Check out "), .hashtag("swift")],
      ]
    )
  }

  func testClearingTheText_PublishesNoTokens() throws {
    let editor = EditorModel()

    let published = try awaitOutput(editor.tokens.collectNext(2)) {
      editor.text = "#swift"
      editor.text = ""
    }

    XCTAssertEqual(published, [[.hashtag("swift")], []])
  }
}
