import EffectKit
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app id in the `WOLFRAM_APP_ID` environment variable, or `nil` if it is unset or empty.
func wolframAlphaAppID() -> String? {
  let appID = ProcessInfo.processInfo.environment["WOLFRAM_APP_ID"] ?? ""
  return appID.isEmpty ? nil : appID
}

/// Asks Wolfram|Alpha for the nth prime.
///
/// Whatever goes wrong (no app id, no network, an error, an answer that is not a number, no
/// answer within `timeout` seconds) the effect emits `nil` and completes; it never fails and
/// never hangs. Cancelling it cancels the request.
///
/// ```swift
/// wolframAlphaNthPrime(6, appID: "DEMO")  // emits 13 a moment later
/// wolframAlphaNthPrime(6, appID: nil)     // emits nil at once, without a request
/// ```
func wolframAlphaNthPrime(
  _ n: Int,
  appID: String?,
  session: URLSession = .shared,
  timeout: TimeInterval = 5
) -> Effect<Int?> {
  guard n > 0, let appID, let request = wolframAlphaRequest(n, appID: appID, timeout: timeout)
  else { return Effect(value: nil) }
  return Effect { observer in
    let task = session.dataTask(with: request) { data, _, _ in
      observer.send(data.flatMap(nthPrime(fromWolframAlphaAnswer:)))
      observer.finish()
    }
    task.resume()
    return Cancellable { task.cancel() }
  }
}

/// The query "prime n", asking for a plain-text answer in JSON.
func wolframAlphaRequest(_ n: Int, appID: String, timeout: TimeInterval) -> URLRequest? {
  var components = URLComponents(string: "https://api.wolframalpha.com/v2/query")
  components?.queryItems = [
    URLQueryItem(name: "input", value: "prime \(n)"),
    URLQueryItem(name: "format", value: "plaintext"),
    URLQueryItem(name: "output", value: "JSON"),
    URLQueryItem(name: "appid", value: appID),
  ]
  return components?.url.map { URLRequest(url: $0, timeoutInterval: timeout) }
}

/// Reads the number out of the primary result of a Wolfram|Alpha answer, or `nil` if there is
/// none. Large results may arrive with digit groups, such as "104,729".
func nthPrime(fromWolframAlphaAnswer data: Data) -> Int? {
  guard let answer = try? JSONDecoder().decode(WolframAlphaAnswer.self, from: data) else {
    return nil
  }
  let primary = answer.queryresult.pods?.first { $0.primary == true }
  let text = primary?.subpods.first?.plaintext ?? ""
  return Int(text.filter { $0 != "," && !$0.isWhitespace })
}

/// The part of a Wolfram|Alpha JSON answer that holds the result.
private struct WolframAlphaAnswer: Decodable {
  struct QueryResult: Decodable {
    let pods: [Pod]?
  }
  struct Pod: Decodable {
    let primary: Bool?
    let subpods: [Subpod]
  }
  struct Subpod: Decodable {
    let plaintext: String?
  }

  let queryresult: QueryResult
}
