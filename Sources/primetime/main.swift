import Foundation
import PrimeTimeApp

// The whole program lives in PrimeTimeApp, where tests can run it on a script of lines.
exit(PrimeTime.main(arguments: Array(CommandLine.arguments.dropFirst()), terminal: .standard))
