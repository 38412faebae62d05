/// Reads lines of Markdown into blocks, as CommonMark reads the blocks the course uses; a list
/// item's lines, without its indentation, are read again for the item's own blocks.
struct MarkdownBlockReader {
  let lines: [String]
  /// The document's line that `lines` starts at.
  let offset: Int

  /// The blocks of `lines`, in order.
  func blocks() -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    var index = 0
    while index < lines.count {
      guard !MarkdownLine.isBlank(lines[index]) else {
        index += 1
        continue
      }
      let (kind, end) = block(at: index)
      blocks.append(
        MarkdownBlock(
          kind: kind, range: (offset + index)..<(offset + end), lines: Array(lines[index..<end])))
      index = end
    }
    return blocks
  }

  /// The block that starts at line `index`, and the index of the line after it.
  private func block(at index: Int) -> (MarkdownBlock.Kind, Int) {
    let line = lines[index]
    if let fence = MarkdownFence(opening: line) { return code(fence, at: index) }
    if let heading = MarkdownLine.heading(line) { return (.heading(heading), index + 1) }
    if let table = table(at: index) { return table }
    if MarkdownLine.isThematicBreak(line) { return (.thematicBreak, index + 1) }
    if let marker = MarkdownListMarker(line) { return list(marker, at: index) }
    if let end = commentEnd(at: index) { return (.comment, end) }
    var end = index + 1
    while end < lines.count, !startsABlock(at: end) { end += 1 }
    return (.paragraph, end)
  }

  /// Whether line `index` ends a paragraph: a blank line, or one that starts another block (a
  /// table does not).
  private func startsABlock(at index: Int) -> Bool {
    let line = lines[index]
    return MarkdownLine.isBlank(line) || MarkdownFence(opening: line) != nil
      || MarkdownLine.heading(line) != nil || MarkdownLine.isThematicBreak(line)
      || MarkdownListMarker(line) != nil || commentEnd(at: index) != nil
  }

  // MARK: - Code, tables, comments

  private func code(_ fence: MarkdownFence, at index: Int) -> (MarkdownBlock.Kind, Int) {
    var end = index + 1
    while end < lines.count, !fence.isClosed(by: lines[end]) { end += 1 }
    let code = lines[(index + 1)..<end].map { line in
      String(line.dropFirst(min(fence.indent, MarkdownLine.indentation(of: line))))
    }
    let isClosed = end < lines.count
    let after = isClosed ? end + 1 : end
    let block = MarkdownCodeBlock(
      info: fence.info, code: code, isClosed: isClosed,
      range: (offset + index)..<(offset + after))
    return (.code(block), after)
  }

  private func table(at index: Int) -> (MarkdownBlock.Kind, Int)? {
    let isRow = { (line: String) in line.withoutOuterSpaces.hasPrefix("|") }
    guard isRow(lines[index]) else { return nil }
    var end = index + 1
    while end < lines.count, isRow(lines[end]) { end += 1 }
    return MarkdownTable(lines: Array(lines[index..<end])).map { (.table($0), end) }
  }

  /// The index of the line after the HTML comment that starts line `index`, when its lines
  /// hold nothing else.
  private func commentEnd(at index: Int) -> Int? {
    guard lines[index].withoutOuterSpaces.hasPrefix("<!--") else { return nil }
    var text = ""
    for end in index..<lines.count {
      text += lines[end] + "\n"
      let rest = withoutComments(text)
      // NB: what is left of an open comment still starts with its `<!--`.
      guard !rest.contains("<!--") else { continue }
      return MarkdownLine.isBlank(rest.filter { $0 != "\n" }) ? end + 1 : nil
    }
    return nil
  }

  // MARK: - Lists

  /// The list whose first item `first` starts at line `start`, and the index of the line after
  /// its last item.
  private func list(_ first: MarkdownListMarker, at start: Int) -> (MarkdownBlock.Kind, Int) {
    var items: [MarkdownListItem] = []
    var isLoose = false
    var (marker, index) = (first, start)
    while true {
      let end = itemEnd(marker, at: index)
      items.append(item(marker, lines: index..<end))
      guard let next = lines[end...].firstIndex(where: { !MarkdownLine.isBlank($0) }),
        let sibling = MarkdownListMarker(lines[next]), sibling.isSibling(of: first)
      else {
        let list = MarkdownList(items: items, isOrdered: first.number != nil, isLoose: isLoose)
        return (.list(list), end)
      }
      isLoose = isLoose || next > end
      (marker, index) = (sibling, next)
    }
  }

  /// The index of the line after the item that starts at line `start`: its lines go on while
  /// they are indented to its text or lazily go on with its paragraph; blank lines belong to
  /// it when an indented line follows them.
  private func itemEnd(_ marker: MarkdownListMarker, at start: Int) -> Int {
    var end = start + 1
    while end < lines.count {
      let line = lines[end]
      if MarkdownLine.isBlank(line) {
        guard let next = lines[end...].firstIndex(where: { !MarkdownLine.isBlank($0) }),
          MarkdownLine.indentation(of: lines[next]) >= marker.contentColumn
        else { break }
        end = next
      } else if MarkdownLine.indentation(of: line) >= marker.contentColumn
        || (!startsABlock(at: end) && !MarkdownLine.isBlank(content(of: end - 1, marker, start)))
      {
        end += 1
      } else {
        break
      }
    }
    return end
  }

  private func item(_ marker: MarkdownListMarker, lines range: Range<Int>) -> MarkdownListItem {
    let text = range.map { content(of: $0, marker, range.lowerBound) }
    return MarkdownListItem(
      marker: marker.marker, number: marker.number,
      range: (offset + range.lowerBound)..<(offset + range.upperBound), lines: text,
      blocks: MarkdownBlockReader(lines: text, offset: offset + range.lowerBound).blocks())
  }

  /// Line `index` of the item that starts at line `start`, without its marker or indentation; a
  /// lazy line, indented less than the item's text, loses its indentation.
  private func content(of index: Int, _ marker: MarkdownListMarker, _ start: Int) -> String {
    let line = lines[index]
    guard index != start, MarkdownLine.indentation(of: line) < marker.contentColumn else {
      return String(line.dropFirst(marker.contentColumn))
    }
    return line.withoutOuterSpaces
  }
}
