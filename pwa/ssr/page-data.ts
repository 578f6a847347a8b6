import type { DehydratedState } from '@tanstack/react-query';

/**
 * The data a server-rendered page was rendered with, handed to the browser in the page itself
 * (a JSON script element, which the CSP allows as it never runs), so the app's first render
 * shows the same page without asking the API again.
 */
const PAGE_DATA_ELEMENT_ID = 'page-data';

export function pageDataScript(state: DehydratedState): string {
  // Inside a script element only "</script" and "<!--" could end or change it: escaping every
  // "<" rules out both, and JSON.parse reads the escape back as the same character.
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The server's data for this page, or null for a page the server did not render (the offline shell). */
export function readPageData(document: Document): DehydratedState | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
