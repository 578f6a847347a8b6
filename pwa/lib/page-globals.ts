/**
 * The page's window and document, for modules the service worker bundles too (the cart's sync):
 * the worker has neither and never calls what uses them, and these types compile in both.
 */
export const pageWindow = (): EventTarget => (globalThis as unknown as { window: EventTarget }).window;

export const pageDocument = (): EventTarget & { visibilityState: string } =>
  (globalThis as unknown as { document: EventTarget & { visibilityState: string } }).document;
