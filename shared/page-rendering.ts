/**
 * The contract between the API server and the storefront's page renderer (pwa/ssr), a bundle
 * the storefront's build writes next to its files. The server hands it the page shell and what
 * it knows of the request; the renderer writes the page's markup and data into the shell.
 */

/** Answers a storefront API request (a path with its query) in-process, as the API would. */
export type ApiTransport = (path: string) => Promise<Response>;

export interface PageRenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  /** Whether the request carries a valid age confirmation: the age gate is rendered open or closed. */
  ageVerified: boolean;
  /** The storefront's index.html, with the page's head already written in. */
  shell: string;
}

export interface PageRenderer {
  /**
   * The shell with the page rendered into it, or null when the page's data could not be read:
   * the shell then goes out as it is and the storefront renders the page itself.
   */
  renderPage(request: PageRenderRequest): Promise<string | null>;
}

/** The renderer bundle's folder inside the storefront's build; a dot folder, so it is never served. */
export const PAGE_RENDERER_FOLDER = '.page-renderer';
export const PAGE_RENDERER_FILE = 'render-page.js';
