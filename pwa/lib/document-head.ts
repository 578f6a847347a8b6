import { type HeadData, headTags } from '#shared/seo/head';

/**
 * Puts a page's head into the document: the title, and the tags marked `data-head` (the server
 * wrote the first set into the HTML; each navigation replaces them with the new page's).
 */
export function applyHead(head: HeadData, origin: string): void {
  document.title = head.title;
  for (const element of document.head.querySelectorAll('[data-head]')) element.remove();
  for (const tag of headTags(head, origin)) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    element.setAttribute('data-head', '');
    if (tag.text !== undefined) element.textContent = tag.text;
    document.head.append(element);
  }
}
