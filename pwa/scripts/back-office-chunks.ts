import type { ChunkingContext, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The back office's entry, which main.tsx imports only on /admin addresses. */
const BACK_OFFICE_ENTRY = /[\\/]pwa[\\/]admin[\\/]admin-main\.tsx$/;
const BACK_OFFICE_SOURCE = /[\\/]pwa[\\/]admin[\\/]/;

/**
 * The back office in the build (decision 011): its code in one chunk named `admin`, and every
 * file that only the back office loads left out of the service worker's precache, since the
 * back office is never used offline.
 */
export function backOfficeChunks() {
  let backOfficeOnly = new Set<string>();

  /**
   * Names 'admin' the modules only the back office reaches: its own code, and what no shop
   * module imports (the admin schemas). A module the shop also uses stays in the shop's chunks,
   * so the shop never loads the back office's.
   */
  function chunkName(): (moduleId: string, ctx: ChunkingContext) => string | null {
    const known = new Map<string, boolean>();
    const onlyBackOffice = (id: string, ctx: ChunkingContext): boolean => {
      const cached = known.get(id);
      if (cached !== undefined) return cached;
      if (BACK_OFFICE_SOURCE.test(id)) return true;
      const info = ctx.getModuleInfo(id);
      const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
      // Optimistic while the walk is inside a cycle; any importer outside it decides.
      known.set(id, true);
      const result = importers.length > 0 && importers.every((importer) => onlyBackOffice(importer, ctx));
      known.set(id, result);
      return result;
    };
    return (moduleId, ctx) => (onlyBackOffice(moduleId, ctx) ? 'admin' : null);
  }

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

  return { chunkName, plugin, withoutBackOffice };
}
