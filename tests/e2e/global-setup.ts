import { fileURLToPath } from 'node:url';
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from './back-office-helpers.ts';
import { startStoreServer } from './store-server.ts';

/**
 * One real server for the browser suite; tests reach it through E2E_BASE_URL. The back office's
 * owner and a staff member are made first, as a store's first owner is (`npm run staff`).
 */
export default async function globalSetup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const staff = (['owner', 'staff'] as const).map((role) => ({
    email: STAFF_ACCOUNTS[role],
    role,
    password: STAFF_PASSWORD,
  }));
  const server = await startStoreServer(root, { staff });
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
