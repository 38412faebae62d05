import Foundation
import XCTest

/// What a reader sees of one step of a DocC tutorial page: the step, and the code panel beside
/// it.
struct StepView: Decodable {
  struct Box: Decodable, CustomStringConvertible {
    let top: Double
    let bottom: Double
    var description: String { "\(Int(top))–\(Int(bottom))" }
  }
  let isFocused: Bool
  let text: String
  let lines: Int
  let highlighted: Int
  let firstHighlight: Box?
  let panel: Box?

  /// Whether the first highlighted line is inside the panel, where a reader sees it without
  /// scrolling the panel.
  var showsFirstHighlight: Bool {
    guard let first = firstHighlight, let panel else { return false }
    return first.top >= panel.top && first.bottom <= panel.bottom
  }
}

extension HeadlessChromium {
  /// Scrolls step `index` of the page to where a reader's eye is (DocC makes a step current as
  /// it crosses the upper third of the window), waits until it is current, and reads it.
  func stepView(at index: Int) throws -> StepView {
    let json = try evaluate(
      """
      (async () => {
        const container = document.querySelectorAll('.step-container')[\(index)];
        const step = container.querySelector('.step');
        window.scrollBy(0, step.getBoundingClientRect().top - 250);
        for (let n = 0; n < 100 && !step.classList.contains('focused'); n++) {
          await new Promise(done => setTimeout(done, 30));
        }
        await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
        await new Promise(done => setTimeout(done, 60));
        let section = container;
        while (section && !section.querySelector('.code-preview')) section = section.parentElement;
        const panel = section ? section.querySelector('.code-preview') : null;
        const lines = panel ? Array.from(panel.querySelectorAll('.code-line-container')) : [];
        const marked = lines.filter(line => line.classList.contains('highlighted'));
        const box = element => {
          if (!element) return null;
          const rect = element.getBoundingClientRect();
          return { top: rect.top, bottom: rect.bottom };
        };
        const label = step.querySelector('.step-label');
        return JSON.stringify({
          isFocused: step.classList.contains('focused'),
          text: step.innerText.slice(label ? label.innerText.length : 0).trim(),
          lines: lines.length, highlighted: marked.length,
          firstHighlight: box(marked[0]), panel: box(panel)
        });
      })()
      """)
    let data = Data(try XCTUnwrap(json as? String).utf8)
    return try JSONDecoder().decode(StepView.self, from: data)
  }
}
