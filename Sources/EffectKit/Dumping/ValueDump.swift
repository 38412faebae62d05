import Foundation

/// Renders any value as indented text, one field or element per line, ready to be compared and
/// diffed line by line.
///
/// Structs and classes list their fields in declaration order; enums show their case and its
/// associated values; arrays keep their order, dictionaries are sorted by key and sets by
/// element; optionals show the wrapped value or `nil`; strings are quoted. Collections and
/// associated values that fit on one short line stay on one line, so small values read naturally:
///
/// ```swift
/// valueDump(FavoritePrimesAction.loadedFavoritePrimes([2, 31]))
/// // FavoritePrimesAction.loadedFavoritePrimes([2, 31])
/// valueDump(CounterState(count: 3))
/// // CounterState(
/// //   count: 3,
/// //   isNthPrimeButtonDisabled: false,
/// //   alertNthPrime: nil
/// // )
/// ```
///
/// - Parameter value: Any value; it is read with `Mirror`, so it needs no conformances.
/// - Returns: The rendering, lines separated by `"\n"`, without a trailing newline.
public func valueDump(_ value: Any) -> String {
  var dumper = ValueDumper()
  return dumper.lines(for: value).joined(separator: "\n")
}

/// Builds the lines of a dump. Every rendering is a list of lines without indentation; the
/// container that holds it indents it.
private struct ValueDumper {
  /// Longer one-line renderings are split, one item per line.
  static let inlineWidth = 60

  /// Objects on the current path, to print a cycle instead of following it forever.
  private var visiting: Set<ObjectIdentifier> = []

  mutating func lines(for value: Any) -> [String] {
    if let leaf = leafText(for: value) { return [leaf] }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?:
      return record(typeName(of: value), fields: fields(of: mirror))
    case .class?:
      return object(value, mirror: mirror)
    case .enum?:
      return enumCase(value, mirror: mirror)
    case .optional?:
      guard let wrapped = mirror.children.first?.value else { return ["nil"] }
      return lines(for: wrapped)
    case .tuple?:
      return block("(", fields(of: mirror), ")", inline: true)
    case .collection?:
      return block("[", mirror.children.map { lines(for: $0.value) }, "]", inline: true)
    case .set?:
      let elements = sorted(mirror.children.map { lines(for: $0.value) })
      return block("Set([", elements, "])", inline: true)
    case .dictionary?:
      return dictionary(mirror)
    default:
      return [String(describing: value)]
    }
  }

  /// Values printed as one piece of text: strings quoted, numbers as they are, and the
  /// Foundation types whose stored fields would say nothing useful.
  private func leafText(for value: Any) -> String? {
    switch value {
    case let string as String: return String(reflecting: string)
    case let substring as Substring: return String(reflecting: String(substring))
    case let character as Character: return String(reflecting: character)
    case let date as Date: return "Date(\(date))"
    case let url as URL: return "URL(\(url.absoluteString))"
    case let uuid as UUID: return "UUID(\(uuid.uuidString))"
    case let data as Data: return "Data(\(data.count) bytes)"
    case let indexSet as IndexSet: return "IndexSet(\(Array(indexSet)))"
    default: return nil
    }
  }

  private mutating func fields(of mirror: Mirror) -> [[String]] {
    mirror.children.map { child in
      // NB: unlabeled tuple elements are labeled ".0", ".1", … by Mirror; print them bare.
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return labeled(label, lines(for: child.value))
    }
  }

  /// A struct or class: one field per line, unless it has a single short field.
  private func record(_ name: String, fields: [[String]]) -> [String] {
    block(name + "(", fields, ")", inline: fields.count <= 1)
  }

  private mutating func object(_ value: Any, mirror: Mirror) -> [String] {
    let id = ObjectIdentifier(value as AnyObject)
    guard visiting.insert(id).inserted else { return ["\(typeName(of: value))(↩︎ cycle)"] }
    defer { visiting.remove(id) }
    var mirrors = [mirror]
    while let parent = mirrors[0].superclassMirror { mirrors.insert(parent, at: 0) }
    return record(typeName(of: value), fields: mirrors.flatMap { fields(of: $0) })
  }

  private mutating func enumCase(_ value: Any, mirror: Mirror) -> [String] {
    let name = typeName(of: value)
    // NB: a case without associated values has no children; its description is its name.
    guard let payload = mirror.children.first else { return ["\(name).\(value)"] }
    let caseName = "\(name).\(payload.label ?? "?")"
    let payloadMirror = Mirror(reflecting: payload.value)
    let items =
      payloadMirror.displayStyle == .tuple
      ? fields(of: payloadMirror) : [lines(for: payload.value)]
    return block(caseName + "(", items, ")", inline: true)
  }

  private mutating func dictionary(_ mirror: Mirror) -> [String] {
    guard !mirror.children.isEmpty else { return ["[:]"] }
    let entries = mirror.children.map { child -> [String] in
      let pair = Mirror(reflecting: child.value).children.map(\.value)
      guard pair.count == 2 else { return lines(for: child.value) }
      let key = lines(for: pair[0]).joined(separator: " ")
      return labeled(key, lines(for: pair[1]))
    }
    return block("[", sorted(entries), "]", inline: true)
  }

  /// Orders renderings by their text, reading runs of digits as numbers (so 9 comes before 10).
  private func sorted(_ items: [[String]]) -> [[String]] {
    items.sorted {
      $0.joined(separator: "\n").compare($1.joined(separator: "\n"), options: .numeric)
        == .orderedAscending
    }
  }

  private func labeled(_ label: String?, _ lines: [String]) -> [String] {
    guard let label, let first = lines.first else { return lines }
    return ["\(label): \(first)"] + lines.dropFirst()
  }

  /// Joins items between `open` and `close`: on one line when allowed and short, otherwise one
  /// item per line, indented, with commas between items.
  private func block(_ open: String, _ items: [[String]], _ close: String, inline: Bool)
    -> [String]
  {
    if items.isEmpty { return [open + close] }
    if inline, items.allSatisfy({ $0.count == 1 }) {
      let line = open + items.map { $0[0] }.joined(separator: ", ") + close
      if line.count <= Self.inlineWidth { return [line] }
    }
    var lines = [open]
    for (index, item) in items.enumerated() {
      var itemLines = item.map { "  " + $0 }
      if index < items.count - 1 { itemLines[itemLines.count - 1] += "," }
      lines += itemLines
    }
    return lines + [close]
  }
}

/// The name of a value's type as written in its own module: `Outer.Inner`, `Box<Int>`.
private func typeName(of value: Any) -> String {
  var name = String(reflecting: type(of: value))
  // NB: local and private types carry an "(unknown context at $…)." segment; drop it.
  while let start = name.range(of: "(unknown context at "),
    let end = name.range(of: ").", range: start.upperBound..<name.endIndex)
  {
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  // Drop the module, the first component of every dotted path: `Swift.Array<Swift.Int>`. A path
  // that starts with a dot names a member of the generic type before it (`Box<Int>.Tag`).
  var result = ""
  var path = ""
  func flush() {
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    let isMember = path.hasPrefix(".")
    result +=
      components.count > 1 && !isMember ? components.dropFirst().joined(separator: ".") : path
    path = ""
  }
  for character in name {
    if character.isLetter || character.isNumber || character == "_" || character == "." {
      path.append(character)
    } else {
      flush()
      result.append(character)
    }
  }
  flush()
  return result
}
