/// How the end of a text is read aloud in Korean, for choosing a particle.
enum KoreanReading {
  /// The ending of `text`'s last readable part.
  static func ending(of text: Substring) -> KoreanEnding {
    var text = text
    while let last = text.last {
      if unread.contains(last) {
        text = text.dropLast()
        continue
      }
      if let open = opening[last] {
        // NB: `wait(for:timeout:)` and `[]` are read without their brackets; `nthPrime(17)`
        // and `Effect<Never>` end on what the brackets hold.
        guard let start = matchingOpen(open, close: last, in: text) else {
          text = text.dropLast()
          continue
        }
        let inside = text[text.index(after: start)..<text.index(before: text.endIndex)]
        if isOnlyLabels(inside) || !inside.contains(where: { $0.isLetter || $0.isNumber }) {
          text = text[..<start]
          continue
        }
        text = inside
        continue
      }
      if last.isASCII, last.isNumber { return numberEnding(of: text) }
      if last.isASCII, last.isLetter { return latinEnding(of: text) }
      if let ending = hangulEnding(of: last) { return ending }
      return .vowel
    }
    return .vowel
  }

  /// Marks that are not read: closing quotes, backticks, full stops, slashes, ellipses.
  static let unread: Set<Character> = [
    " ", "\n", "\t", "'", "\"", "`", "’", "”", "」", "』", "»", ".", ",", ";", ":", "!", "?",
    "…", "/", "\\", "*", "_", "-", "·",
  ]

  /// Closing brackets and their opening ones.
  static let opening: [Character: Character] = [")": "(", "]": "[", ">": "<", "}": "{"]

  private static func matchingOpen(_ open: Character, close: Character, in text: Substring)
    -> Substring.Index?
  {
    var depth = 0
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      if text[index] == close { depth += 1 }
      if text[index] == open {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// `()`, `(for:timeout:)`, `(_:_:)`: a function's argument labels, which no one reads aloud.
  private static func isOnlyLabels(_ inside: Substring) -> Bool {
    inside.allSatisfy { $0 == ":" || $0 == "_" || $0.isLetter || $0.isNumber }
      && (inside.isEmpty || inside.hasSuffix(":"))
  }

  // MARK: - Hangul

  /// A Hangul syllable's final consonant, or a lone jamo; `nil` for anything else.
  static func hangulEnding(of character: Character) -> KoreanEnding? {
    guard let scalar = character.unicodeScalars.last else { return nil }
    switch scalar.value {
    case 0xAC00...0xD7A3:
      let final = (scalar.value - 0xAC00) % 28
      return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
    case 0x3131...0x314E:  // ㄱ … ㅎ, read 기역 … 히읗
      return scalar.value == 0x3139 ? .rieul : .consonant
    case 0x314F...0x3163:  // ㅏ … ㅣ
      return .vowel
    default:
      return nil
    }
  }

  // MARK: - Numbers

  /// A number read the Sino-Korean way: `06` 육, `17` 칠, `20` 이십, `300` 삼백, `0.5` 영 점 오.
  static func numberEnding(of text: Substring) -> KoreanEnding {
    let digits = text.reversed().prefix { $0.isNumber || $0 == "," || $0 == "." }
    let number = String(digits.reversed()).replacingOccurrences(of: ",", with: "")
    // NB: after a decimal point every digit is read on its own: 0.50 is 영 점 오 영.
    let whole = number.contains(".") ? String(number.last!) : number
    let significant = whole.drop { $0 == "0" }
    guard let lastDigit = significant.last else { return .consonant }  // 영
    guard lastDigit == "0" else { return digitEnding[lastDigit] ?? .vowel }
    let zeros = significant.reversed().prefix { $0 == "0" }.count
    switch zeros {
    case 1: return .consonant  // 십
    case 2: return .consonant  // 백
    case 3...7: return .consonant  // 천, 만, 십만, 백만, 천만
    case 8...11: return .consonant  // 억
    case 12...15: return .vowel  // 조
    default: return .consonant  // 경
    }
  }

  /// 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구.
  static let digitEnding: [Character: KoreanEnding] = [
    "1": .rieul, "2": .vowel, "3": .consonant, "4": .vowel, "5": .vowel, "6": .consonant,
    "7": .rieul, "8": .rieul, "9": .vowel,
  ]

  // MARK: - Latin letters and code

  /// Latin letters and code identifiers as a Korean reader says them.
  ///
  /// The last word counts: the last part of a dotted path, of a camelCase or snake_case name
  /// (`testNthPrimeButtonUnhappyFlow` ends on `Flow`). A part of one to four capitals (`URL`,
  /// `UUID`, `A`) is spelt out, and its last letter decides (엘 and 알 end in ㄹ, 엠 and 엔 in
  /// another consonant, every other letter on a vowel). A longer part is read as an English
  /// word, by the loanword habits of Korean:
  ///
  /// - words ending in m, n, ng end on a consonant (`Stream` 스트림, `action` 액션);
  /// - words ending in l, or a consonant and a silent e after l, on ㄹ (`nil` 닐, `file` 파일);
  /// - words ending in a vowel letter, r, s, x, z, f, v, h, d, g, or a silent e, on a vowel
  ///   (`Flow` 플로, `reducer` 리듀서, `tests` 테스츠, `load` 로드, `bug` 버그, `state`
  ///   스테이트), except m or n before the silent e (`name` 네임, `line` 라인);
  /// - k, c, ck, p, t, b after one short vowel end on a consonant (`mock` 목, `step` 스텝,
  ///   `get` 겟, `snapshot` 스냅숏), as do `-ook`, `-eep`, `-oup` and `-out` (`book` 북,
  ///   `sleep` 슬립, `group` 그룹, `timeout` 타임아웃); after a consonant or another long vowel
  ///   they take a vowel (`test` 테스트, `effect` 이펙트, `loop` 루프, `wait` 웨이트).
  ///
  /// This is a heuristic: English spelling does not fix the sound, and a few common words are
  /// listed where the rules miss (`check` 체크, `type` 타입, `web` 웹).
  static func latinEnding(of text: Substring) -> KoreanEnding {
    let word = lastWord(of: text)
    if word.count <= 4, word.allSatisfy(\.isUppercase) {
      return letterEnding[Character(word.last!.lowercased())] ?? .vowel
    }
    return wordEnding(word.lowercased())
  }

  /// The last word of an identifier or a phrase: `CounterTests.testUnhappyFlow` → `Flow`,
  /// `NO_COLOR` → `COLOR`, `XCTest` → `Test`, `JSON` → `JSON`.
  static func lastWord(of text: Substring) -> Substring {
    let letters = text.reversed().prefix { $0.isASCII && $0.isLetter }
    let run = text.suffix(letters.count)
    guard let lastLower = run.lastIndex(where: \.isLowercase) else { return run }
    // NB: camelCase: the word starts at the capital before the last run of lowercase letters;
    // in `XCTest` the capital T, not X.
    let head = run[..<lastLower]
    let start = head.lastIndex(where: \.isUppercase) ?? run.startIndex
    return run[start...]
  }

  /// How each letter is spelt out: 에이, 비, 씨, … 엘, 엠, 엔, … 알, ….
  static let letterEnding: [Character: KoreanEnding] = [
    "l": .rieul, "r": .rieul, "m": .consonant, "n": .consonant,
  ]

  /// Words the rules of `wordEnding` read wrong.
  static let exceptions: [String: KoreanEnding] = [
    "check": .vowel, "type": .consonant, "web": .consonant, "id": .vowel, "ok": .vowel,
  ]

  static func wordEnding(_ word: String) -> KoreanEnding {
    if let known = exceptions[word] { return known }
    if word.count == 1 { return letterEnding[word.first!] ?? .vowel }
    let letters = Array(word)
    let last = letters[letters.count - 1]
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    if word.hasSuffix("ng") || last == "m" || last == "n" { return .consonant }
    if last == "l" { return .rieul }
    if last == "e", letters.count >= 3 {
      let before = letters[letters.count - 2]
      if before == "l" { return .rieul }
      return before == "m" || before == "n" ? .consonant : .vowel
    }
    guard ["k", "c", "p", "t", "b"].contains(last) else { return .vowel }
    if ["ook", "eep", "oup", "out"].contains(where: word.hasSuffix) { return .consonant }
    let stem = word.hasSuffix("ck") ? letters.dropLast(2) : letters.dropLast()
    guard let before = stem.last, vowels.contains(before) || before == "y" else {
      // NB: a double letter after a short vowel (`app`) still ends on a consonant.
      if stem.last == last, let vowel = stem.dropLast().last, vowels.contains(vowel) {
        return .consonant
      }
      return .vowel
    }
    let twoVowels = stem.dropLast().last.map { vowels.contains($0) } ?? false
    return twoVowels ? .vowel : .consonant
  }
}
