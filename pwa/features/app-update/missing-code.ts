/**
 * Telling code a newer release removed from code the network could not bring. Only the first
 * is fixed by reloading into the current release; reloading for the second, on a connection
 * that just dropped before the service worker took over, would swap a working page for the
 * browser's offline error.
 */

/** The file a failed dynamic import or CSS preload names, resolved against `base`; or null. */
export function failedCodeUrl(error: unknown, base: string): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const named = /(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(message)?.[1];
  if (!named) return null;
  try {
    return new URL(named, base).href;
  } catch {
    return null;
  }
}

/**
 * Whether the server says the file is gone (404 or 410). A network failure, or any other
 * answer, is not proof: the page stays as it is.
 */
export async function isCodeGone(url: string, fetchFile: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFile(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}
