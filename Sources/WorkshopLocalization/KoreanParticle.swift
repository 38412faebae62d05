/// A Korean particle whose form follows the sound before it, as Korean josa libraries choose
/// it: 은/는, 이/가, 을/를, 과/와, 으로/로, and the few others a sentence of the CLI needs.
///
/// ```swift
/// KoreanParticle(marker: "을")?.form(after: "버그 2")  // "를" (2 is read 이)
/// KoreanParticle(marker: "로")?.form(after: "check 06")  // "으로" (06 is read 육)
/// ```
struct KoreanParticle: Equatable, Sendable {
  /// The form after a consonant (other than ㄹ, for 으로/로): 은, 이, 을, 과, 으로.
  let afterConsonant: String
  /// The form after a vowel: 는, 가, 를, 와, 로.
  let afterVowel: String
  /// Whether a word ending in ㄹ takes the vowel's form, as 으로/로 does (파일로, 1로).
  let rieulTakesVowelForm: Bool

  /// The particle that `marker` names, in either of its forms (`을` or `를`); `nil` for a word
  /// that is not one of them.
  init?(marker: String) {
    guard let pair = KoreanParticle.all.first(where: { [$0.0, $0.1].contains(marker) }) else {
      return nil
    }
    self.init(afterConsonant: pair.0, afterVowel: pair.1, rieulTakesVowelForm: pair.2)
  }

  private init(afterConsonant: String, afterVowel: String, rieulTakesVowelForm: Bool) {
    self.afterConsonant = afterConsonant
    self.afterVowel = afterVowel
    self.rieulTakesVowelForm = rieulTakesVowelForm
  }

  /// Every particle, as (after a consonant, after a vowel, whether ㄹ takes the vowel's form).
  static let all: [(String, String, Bool)] = [
    ("은", "는", false), ("이", "가", false), ("을", "를", false), ("과", "와", false),
    ("으로", "로", true), ("으로서", "로서", true), ("으로써", "로써", true),
    ("이나", "나", false), ("이라", "라", false), ("이라고", "라고", false),
    ("이라는", "라는", false), ("이든", "든", false), ("이에요", "예요", false),
  ]

  /// Every form a marker may name.
  static let markers: Set<String> = Set(all.flatMap { [$0.0, $0.1] })

  /// The form that follows `text`, from how its end is read aloud (`koreanEnding(of:)`).
  func form(after text: String) -> String {
    form(after: koreanEnding(of: text))
  }

  /// The form that follows a word with `ending`.
  func form(after ending: KoreanEnding) -> String {
    switch ending {
    case .vowel: return afterVowel
    case .rieul: return rieulTakesVowelForm ? afterVowel : afterConsonant
    case .consonant: return afterConsonant
    }
  }
}

/// How a word ends when read aloud in Korean: on a vowel (no 받침), on ㄹ, or on another
/// consonant. A particle's form depends on it (사과를, 파일을, 책을; 파일로, 책으로).
enum KoreanEnding: Equatable, Sendable {
  /// No final consonant: 사과, 리듀서, 2 (이).
  case vowel
  /// The final consonant ㄹ: 파일, 1 (일), URL (엘).
  case rieul
  /// Any other final consonant: 책, 3 (삼), JSON (슨).
  case consonant
}

/// How `text` ends when read aloud in Korean, from its last readable part (closing quotes,
/// backticks, slashes and full stops are not read; see `KoreanReading`):
///
/// - a Hangul syllable by its final consonant (받침);
/// - a number as Korean reads it: its last digit (1 일, 2 이, 3 삼, … 0 영), or, when it ends
///   in zeros, its last unit (10 십, 100 백, 1000 천, 10000 만, 10⁸ 억, 10¹² 조);
/// - Latin letters and code identifiers as a Korean reader says them (a heuristic, see
///   `KoreanReading.latinEnding`);
/// - anything else (symbols, emoji, Chinese characters) as a vowel, the form josa libraries
///   fall back to.
func koreanEnding(of text: String) -> KoreanEnding {
  KoreanReading.ending(of: Substring(text))
}
