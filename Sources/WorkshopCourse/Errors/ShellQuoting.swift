/// `word` as a shell reads it back as one word: as it is when it holds only letters, digits and
/// `_-./+,:@%=`, else in single quotes, for the commands a message suggests.
///
/// ```swift
/// shellQuoted("Exercises/02-The Environment")  // "'Exercises/02-The Environment'"
/// ```
public func shellQuoted(_ word: String) -> String {
  let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./+,:@%=")
  if !word.isEmpty, word.allSatisfy(plain.contains) { return word }
  return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
