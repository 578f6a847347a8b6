/**
 * An element's text as a reader takes it in: its runs of text in document order, with a space
 * wherever markup comes between two runs (a table's cells, a list's items) and none where React
 * wrote one sentence as neighbouring text nodes (`{value}%`), white space collapsed.
 */
export function readableText(element: Element): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  let previous: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    text += (previous && node.previousSibling === previous ? '' : ' ') + (node.textContent ?? '');
    previous = node;
  }
  return text.replace(/\s+/g, ' ').trim();
}
