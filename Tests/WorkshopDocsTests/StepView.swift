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
  /// The name over the code panel (`CounterTests.swift`, `Terminal`).
  let name: String
  let lines: Int
  let highlighted: Int
  let firstHighlight: Box?
  let panel: Box?
  /// Whether the panel's code is wider than the panel, so that it scrolls sideways.
  let scrollsSideways: Bool
  /// Whether the panel beside the step shows nothing: no code, no image.
  let panelIsEmpty: Bool

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
        while (section && !section.querySelector('.asset-container')) {
          section = section.parentElement;
        }
        const asset = section ? section.querySelector('.asset-container') : null;
        const panel = asset ? asset.querySelector('.code-preview') : null;
        const scroller = panel ? panel.querySelector('.container-general') : null;
        const lines = panel ? Array.from(panel.querySelectorAll('.code-line-container')) : [];
        const media = asset ? asset.querySelector('img, video') : null;
        const header = panel ? panel.querySelector('.file-name, .filename') : null;
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
          name: header ? header.innerText.trim() : '',
          lines: lines.length, highlighted: marked.length,
          firstHighlight: box(marked[0]), panel: box(panel),
          scrollsSideways: !!scroller && scroller.scrollWidth > scroller.clientWidth + 1,
          panelIsEmpty: lines.length === 0 && !media
        });
      })()
      """)
    let data = Data(try XCTUnwrap(json as? String).utf8)
    return try JSONDecoder().decode(StepView.self, from: data)
  }

  /// Every code block and table of the page's text (outside the code panels), and whether it
  /// is wider than its column, so that its end is behind a scroll bar.
  func proseBlocks() throws -> [ProseBlock] {
    let json = try evaluate(
      """
      JSON.stringify(Array.from(document.querySelectorAll('pre, table'))
        .filter(block => !block.closest('.asset-container, .mobile-code-preview, .modal-content'))
        .filter(block => block.getBoundingClientRect().width > 0)
        .map(block => {
          const column = block.tagName === 'PRE'
            ? (block.closest('.container-general') || block.parentElement) : block.parentElement;
          const wide = block.tagName === 'PRE'
            ? column.scrollWidth > column.clientWidth + 1
            : block.getBoundingClientRect().width > column.clientWidth + 1;
          return { text: block.innerText.split('\\n')[0].slice(0, 60), isWide: wide };
        }))
      """)
    return try JSONDecoder().decode([ProseBlock].self, from: Data(XCTUnwrap(json as? String).utf8))
  }
}

/// A code block or table in a page's text.
struct ProseBlock: Decodable {
  let text: String
  let isWide: Bool
}
