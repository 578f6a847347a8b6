// The registry mirror these machines reach serves only this platform's builds of packages
// with per-platform binaries (biome, esbuild, rolldown, sharp...), so `npm install` leaves the
// other platforms' optional packages out of package-lock.json and `npm ci` then refuses the
// lockfile as out of sync. This adds each missing optional package back as an optional entry;
// npm skips one it cannot fetch, exactly as it does for an optional dependency elsewhere.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = { version, ...(meta.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
if (added > 0) {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.warn(`package-lock.json: added ${added} optional platform packages the registry here does not serve`);
}
