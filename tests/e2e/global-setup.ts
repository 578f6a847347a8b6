import { fileURLToPath } from 'node:url';
import { startStoreServer } from './store-server.ts';

/** One real server for the browser suite; tests reach it through E2E_BASE_URL. */
export default async function globalSetup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = await startStoreServer(root);
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
