import EffectKit
import Foundation

/// The worlds the app can run in, chosen with `--env`.
public enum DemoEnvironment: String, CaseIterable, Sendable {
  /// The real world: files in the documents directory, and the real nth prime (over the
  /// network when `WOLFRAM_APP_ID` is set, computed on this machine otherwise).
  case live
  /// No disk, no network: fixed answers, the same on every run.
  case mock
  /// The mock, except that loading finds a thousand favourite primes.
  case stress

  /// The environment when `--env` is not given: `mock` where the environment can be swapped
  /// (debug builds), `live` in a release build, whose `Current` is a constant.
  public static var `default`: DemoEnvironment {
    #if DEBUG
      return .mock
    #else
      return .live
    #endif
  }

  /// How many favourite primes the stress environment's file holds.
  static let stressFavoriteCount = 1000

  /// The dependencies of both features in this world.
  var appEnvironment: AppEnvironment {
    switch self {
    case .live:
      var environment = AppEnvironment.live
      environment.favoritePrimes.fileClient = .live(directory: Self.documentsDirectory())
      return environment
    case .mock: return .mock
    case .stress: return .stress
    }
  }

  /// The folder the live favourites go in: `Documents` in `$HOME` when it is set. NB: Foundation's
  /// own answer reads the user database, not `HOME`, when run as root on Linux. A release
  /// build's `Current` is a constant, so there the file client's own folder is the one used.
  static func documentsDirectory(
    home: String? = ProcessInfo.processInfo.environment["HOME"]
  ) -> URL {
    #if DEBUG
      if let home, !home.isEmpty {
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent("Documents")
      }
    #endif
    return FileClient.documentsDirectory
  }

  /// The file that saves and loads reach in this world, for the app to check; `nil` where
  /// they never touch the disk.
  var favoritesFile: FavoritesFile? {
    self == .live ? FavoritesFile(directory: Self.documentsDirectory()) : nil
  }

  /// What this world does, for the banner: its name, then a sentence or two.
  var summary: String {
    switch self {
    case .live:
      let file = Self.documentsDirectory().appendingPathComponent(FavoritesFile.name)
      let nthPrime =
        wolframAlphaAppID() == nil
        ? "computed on this machine (set WOLFRAM_APP_ID to ask over the network)"
        : "asked over the network (WOLFRAM_APP_ID is set)"
      return "live. Favourites are saved to \(file.path);\nthe nth prime is \(nthPrime)."
    case .mock:
      return "mock. No disk, no network: load finds [2, 31], save writes nothing,\n"
        + "every nth prime is 17, and the clock stands at 2009-02-13 23:31:30 UTC."
    case .stress:
      return "stress. The mock, except that load finds the first "
        + "\(Self.stressFavoriteCount) primes."
    }
  }
}

extension AppEnvironment {
  /// The mocks, with a file client whose load finds a large list of favourite primes: how does
  /// the app cope with a thousand of them?
  static var stress: AppEnvironment {
    var environment = AppEnvironment.mock
    let data =
      (try? JSONEncoder().encode(firstPrimes(DemoEnvironment.stressFavoriteCount)))
      ?? Data()
    environment.favoritePrimes.fileClient.load = { _ in Effect(value: data) }
    return environment
  }
}
