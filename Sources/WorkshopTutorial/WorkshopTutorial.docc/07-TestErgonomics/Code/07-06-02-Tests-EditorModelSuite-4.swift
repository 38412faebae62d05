    let editor = EditorModel()
    // Subscribe before the edits, as above.
    let published = editor.tokens.collectNext(2).stream()

    editor.text = "#swift"
    editor.text = ""

    // The hashtag's tokens, then none: clearing the text publishes an empty list.
    await confirmation("one batch of two publications") { batchArrived in
      for await batch in published {
        #expect(batch == [[.hashtag("swift")], []])
        batchArrived()
      }
    }
  }
}

