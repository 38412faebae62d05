import Foundation

/// The favourite primes screen: the primes the user kept, and when they were last saved.
struct FavoritePrimesState: Equatable {
  /// The primes, in the order the user added them.
  var favoritePrimes: [Int]
  /// When the user last tapped "Save", or `nil` if they never have.
  var lastSavedAt: Date? = nil
}
