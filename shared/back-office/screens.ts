import { STORE_NAME } from '../content/business.ts';
import { escapeHtml } from '../seo/escape.ts';

/** The back office's name, as its tab and the server's shell for it say. */
export const BACK_OFFICE_TITLE = `${STORE_NAME} back office`;

/** A screen's tab title: "Orders · Verdant back office". */
export function backOfficeTitle(screen?: string): string {
  return screen ? `${screen} · ${BACK_OFFICE_TITLE}` : BACK_OFFICE_TITLE;
}

/**
 * The head the server writes into the back office's shell: its name and `noindex`, nothing
 * more. It is nobody's search result or link preview, so it has no description, social tags or
 * structured data.
 */
export function backOfficeHeadHtml(): string {
  return `<title>${escapeHtml(BACK_OFFICE_TITLE)}</title>\n    <meta name="robots" content="noindex">`;
}
