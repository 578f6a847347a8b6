import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePgliteTemplate } from '../setup/pglite-template.ts';

/**
 * Migrates and seeds one embedded database for the run, which every worker's store opens a copy
 * of (fixtures.ts): a worker starts in about a second instead of preparing a database itself.
 */
export default async function globalSetup() {
  const folder = mkdtempSync(join(tmpdir(), 'verdant-e2e-template-'));
  process.env.E2E_PGLITE_TEMPLATE = join(folder, 'pglite.tar');
  await writePgliteTemplate(process.env.E2E_PGLITE_TEMPLATE);
  return () => rmSync(folder, { recursive: true, force: true });
}
