import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('import boundaries (docs/ARCHITECTURE.md)', () => {
  test('shared/ imports nothing but zod (or its small zod/mini form) and itself', () => {
    for (const file of sourceFiles('shared')) {
      for (const source of importsOf(file)) {
        expect(
          source === 'zod' || source === 'zod/mini' || source.startsWith('./') || source.startsWith('../'),
          `${file} imports ${source}`,
        ).toBe(true);
      }
    }
  });

  test('the PWA and the API never import each other', () => {
    for (const file of sourceFiles('pwa')) {
      for (const source of importsOf(file)) expect(source, file).not.toMatch(/sync-api/);
    }
    for (const file of sourceFiles('sync-api')) {
      for (const source of importsOf(file)) expect(source, file).not.toMatch(/(^|\/)pwa\//);
    }
  });
});
