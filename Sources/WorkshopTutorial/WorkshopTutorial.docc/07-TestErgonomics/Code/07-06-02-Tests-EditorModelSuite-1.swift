    #expect(EditorModel().tokens.value == [])
  }

  @Test func editingPublishesTheTokensOfEveryNewText() async {
    let editor = EditorModel()
    // `stream()` subscribes right here, so the edits below cannot slip past it.
    let published = editor.tokens.collectNext(2).stream()

    editor.text = "Hello @john"
    editor.text = "Check out #swift"
  }
}

