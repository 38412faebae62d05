import Foundation
import WorkshopPaths

/// The live app's favourites file, looked at after the reference file client has done its work.
///
/// The reference client (step 03) keeps its failures to itself: its save is an `Effect<Never>`,
/// and its load turns every failure into "no file". So the app checks the disk afterwards: did
/// the file end up holding what was saved, and why did a load find nothing?
struct FavoritesFile {
  /// The name the reference reducer saves under.
  // NB: it must match the name in `favoritePrimesReducer`; the round-trip tests catch a slip.
  static let name = "favorite-primes.json"

  /// The folder the file client reads and writes.
  let directory: URL
  /// Reads the file; tests pass one that fails the way an unreadable file does.
  var read: (URL) throws -> Data = { try Data(contentsOf: $0) }

  /// The file.
  var url: URL { directory.appendingPathComponent(Self.name) }

  /// Whether there is a file that a save would replace.
  var holdsSomething: Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  /// What the file holds now; `nil` when it cannot be read.
  var contents: Data? { try? read(url) }

  /// Why the file does not hold `favorites` after a save, or `nil` if it does.
  func saveProblem(expecting favorites: [Int]) -> String? {
    if let shape = wrongShape { return shape }
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: url.path) else {
      let folderIsReadOnly =
        fileManager.fileExists(atPath: directory.path)
        && !fileManager.isWritableFile(atPath: directory.path)
      return folderIsReadOnly
        ? "the folder \(directory.path) is read-only" : "\(url.path) was not written"
    }
    let data: Data
    do {
      data = try read(url)
    } catch {
      return "\(url.path) cannot be read back (\(Self.reason(error)))"
    }
    if (try? JSONDecoder().decode([Int].self, from: data)) == favorites { return nil }
    return fileManager.isWritableFile(atPath: url.path)
      ? "\(url.path) does not hold what was saved" : "\(url.path) is read-only"
  }

  /// Why a save must not even start: the file client saves by writing a new file over the old
  /// one, which would replace a link, a FIFO, a device or a socket (see `PathGuard`).
  var replaceProblem: String? {
    guard !PathGuard.mayReplace(url.path) else { return nil }
    switch PathGuard.kind(of: url.path) {
    case .fifo: return "\(url.path) is a FIFO (a named pipe), not a file"
    case .device: return "\(url.path) is a device, not a file"
    case .socket: return "\(url.path) is a socket, not a file"
    case .regular, .danglingLink:
      return "\(url.path) is a link, which saving would replace with a file"
    case .missing, .folder: return nil  // NB: a save reports these itself, once tried.
    }
  }

  /// Why a load found no favourites, as the end of "Nothing was loaded: …".
  func loadProblem() -> String {
    if let shape = wrongShape { return "\(Self.name) cannot be read: \(shape)." }
    guard FileManager.default.fileExists(atPath: url.path) else {
      return "\(Self.name) is missing (nothing was saved yet)."
    }
    do {
      _ = try read(url)
    } catch {
      return "\(Self.name) cannot be read (\(Self.reason(error)))."
    }
    return "\(Self.name) is not a list of numbers."
  }

  /// A folder where the file should be, or a file where its folder should be.
  private var wrongShape: String? {
    var isFolder: ObjCBool = false
    let fileManager = FileManager.default
    if fileManager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
      return "\(url.path) is a folder, not a file"
    }
    if fileManager.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
      return "\(directory.path) is a file, not a folder"
    }
    return nil
  }

  /// The system's reason for a failed read, without Foundation's error dump.
  private static func reason(_ error: Error) -> String {
    let cocoa = error as NSError
    let posix = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError
    if cocoa.code == CocoaError.fileReadNoPermission.rawValue { return "permission denied" }
    return posix.map { String(cString: strerror(Int32($0.code))).lowercased() } ?? "read failed"
  }
}
