import { afterEach } from 'vitest';

// Component tests (those run in happy-dom) render into one shared document: each test starts
// from an empty one. Tests without a DOM never load Testing Library.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
