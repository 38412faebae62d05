import Foundation

/// The favourite primes screen: the list, and when it was last saved.
struct FavoritePrimesState: Equatable {
  var favoritePrimes: [Int] = []
  var lastSavedAt: Date? = nil
}
