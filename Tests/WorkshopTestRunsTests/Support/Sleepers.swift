import Foundation
import WorkshopTestRuns

/// The processes running `sleep <marker>` (a marker no other process uses), not counting
/// zombies, which have ended.
func sleepers(_ marker: String) -> [pid_t] {
  guard let ps = findExecutable("ps"),
    let listed = try? runProcess(ps, arguments: ["-A", "-o", "pid=,stat=,args="], timeout: 30)
  else { return [] }
  return listed.output.split(separator: "\n").compactMap { line in
    let words = line.split(separator: " ", maxSplits: 2)
    guard words.count == 3, !words[1].hasPrefix("Z"), words[2].hasSuffix("sleep \(marker)")
    else { return nil }
    return pid_t(words[0])
  }
}
