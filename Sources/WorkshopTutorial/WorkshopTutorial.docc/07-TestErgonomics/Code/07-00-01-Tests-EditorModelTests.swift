import EffectKit
import XCTest

@testable import TextEditor

final class EditorModelTests: XCTestCase {
  // TODO(4): replace this stub with tests that edit an `EditorModel`'s text and check the
  // tokens it publishes, using collectNext and awaitOutput.
  func testEditorModel() throws {
    XCTFail("TODO(4): write tests of the tokens an editor publishes after edits, using "
      + "collectNext")
  }
}

