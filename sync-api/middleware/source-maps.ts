/**
 * Whether a request path names a source map, however its letters are encoded. The build keeps
 * its maps beside the assets for the team (`sourcemap: 'hidden'` in vite.config.ts: no script
 * points at them), and the storefront never serves one: they would hand out the app's source.
 */
export function isSourceMapPath(path: string): boolean {
  try {
    return decodeURIComponent(path).toLowerCase().endsWith('.map');
  } catch {
    // Not decodable: the file server refuses it anyway.
    return false;
  }
}
