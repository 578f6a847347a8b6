import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The back office's entry, which main.tsx imports only on /admin addresses. */
const BACK_OFFICE_ENTRY = /[\\/]pwa[\\/]admin[\\/]admin-main\.tsx$/;
const BACK_OFFICE_SOURCE = /[\\/]pwa[\\/]admin[\\/]/;

/**
 * The back office in the build (decision 011): its chunks named `admin-…`, and every file that
 * only the back office loads (its chunks, and icons or stylesheets no shop page uses) left out
 * of the service worker's precache, since the back office is never used offline.
 */
export function backOfficeChunks() {
  let backOfficeOnly = new Set<string>();

  /**
   * A chunk holding back-office code is named `admin-…`, so the build's folder shows which files
   * are the back office's. Which chunks hold what is left to the bundler: it splits by what each
   * entry reaches, so the shop never loads a back-office chunk (bundle-budget.spec.ts checks).
   */
  const chunkFileNames = (chunk: { moduleIds: readonly string[] }) =>
    chunk.moduleIds.some((id) => BACK_OFFICE_SOURCE.test(id))
      ? 'assets/admin-[name]-[hash].js'
      : 'assets/[name]-[hash].js';

  /**
   * Finds, in the finished bundle, the files reached only through the back office's entry
   * (besides its chunk: route facades, icons and stylesheets no shop page uses).
   */
  const plugin: Plugin = {
    name: 'verdant-back-office-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle: OutputBundle) {
      const links = new Map<string, string[]>();
      let shopEntry: string | undefined;
      let backOfficeEntry: string | undefined;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const css = [...(file.viteMetadata?.importedCss ?? [])];
        links.set(file.fileName, [...file.imports, ...file.dynamicImports, ...css]);
        if (file.isEntry) shopEntry = file.fileName;
        if (file.facadeModuleId && BACK_OFFICE_ENTRY.test(file.facadeModuleId)) backOfficeEntry = file.fileName;
      }
      if (!shopEntry || !backOfficeEntry) {
        this.error('The build has no shop entry or no back-office entry (pwa/admin/admin-main.tsx)');
      }
      const reach = (start: string, skip?: string) => {
        const seen = new Set<string>();
        const stack = [start];
        for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
          if (seen.has(file) || file === skip) continue;
          seen.add(file);
          stack.push(...(links.get(file) ?? []));
        }
        return seen;
      };
      const shop = reach(shopEntry, backOfficeEntry);
      backOfficeOnly = new Set([...reach(backOfficeEntry)].filter((file) => !shop.has(file)));
    },
  };

  /** The precache's entries without the back office's files (a workbox manifest transform). */
  const withoutBackOffice = <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((entry) => !backOfficeOnly.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  });

  return { chunkFileNames, plugin, withoutBackOffice };
}
