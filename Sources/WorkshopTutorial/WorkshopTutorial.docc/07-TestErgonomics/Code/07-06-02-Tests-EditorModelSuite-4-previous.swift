    let editor = EditorModel()
    // Subscribe before the edits, as above.
    let published = editor.tokens.collectNext(2).stream()

    editor.text = "#swift"
    editor.text = ""
  }
}

