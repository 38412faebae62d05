    #expect(EditorModel().tokens.value == [])
  }

  @Test func editingPublishesTheTokensOfEveryNewText() async {
    let editor = EditorModel()
    // `stream()` subscribes right here, so the edits below cannot slip past it.
    let published = editor.tokens.collectNext(2).stream()

    editor.text = "Hello @john"
    editor.text = "Check out #swift"

    await confirmation("one batch of two publications") { batchArrived in
      for await batch in published {
        #expect(
          batch == [
            [.text("Hello "), .username("john")], [.text("Check out "), .hashtag("swift")],
          ])
        batchArrived()
      }
    }
  }

  @Test func clearingTheTextPublishesNoTokens() async {
    let editor = EditorModel()
    let published = editor.tokens.collectNext(2).stream()

    editor.text = "#swift"
    editor.text = ""

    await confirmation("one batch of two publications") { batchArrived in
      for await batch in published {
        #expect(batch == [[.hashtag("swift")], []])
        batchArrived()
      }
    }
  }
}

