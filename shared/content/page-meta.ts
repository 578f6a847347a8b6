/** What a page tells search engines and link previews: title, description, keywords. */
export interface PageMeta {
  /** The document title without the store's suffix. */
  title: string;
  /** About 150 characters. */
  description: string;
  keywords?: readonly string[];
  /** The page's main heading, when it differs from the title. */
  heading?: string;
}
