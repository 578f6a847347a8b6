import { type HeadData, type HeadTag, headTags } from '#shared/seo/head';

function toElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
  element.setAttribute('data-head', '');
  if (tag.text !== undefined) element.textContent = tag.text;
  return element;
}

/**
 * Puts a page's head into the document: the title, and the tags marked `data-head` (the server
 * wrote the first set into the HTML; each navigation replaces them with the new page's). A head
 * that is already right, as on the page the server sent, is left alone: replacing its tags cost
 * a few milliseconds of the page's takeover for nothing.
 */
export function applyHead(head: HeadData, origin: string): void {
  if (document.title !== head.title) document.title = head.title;
  const wanted = headTags(head, origin).map(toElement);
  const present = [...document.head.querySelectorAll('[data-head]')];
  if (
    present.length === wanted.length &&
    present.every((element, index) => element.isEqualNode(wanted[index] ?? null))
  ) {
    return;
  }
  for (const element of present) element.remove();
  document.head.append(...wanted);
}
