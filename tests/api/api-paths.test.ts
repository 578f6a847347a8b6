import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_PATHS, adminExportApiPath, testGatewayStepApiPath } from '#shared/api-paths';
import { EXPORT_REPORTS } from '#shared/schemas/admin/exports';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/**
 * Every path the PWA calls is one the server mounts: a route that moved, or a path spelled
 * differently on each side, would answer the API's own 404 `not_found`.
 */
describe('the API paths both sides share', () => {
  const routes = [
    ...Object.entries(API_PATHS)
      // Prefixes of paths named below, not routes themselves.
      .filter(([name]) => name !== 'testGatewayPaymentIntents' && name !== 'adminExports')
      .map(([name, path]) => [name, path] as const),
    ['testGatewayConfirm', testGatewayStepApiPath('pi_unknown', 'confirm')] as const,
    ['testGatewayAuthenticate', testGatewayStepApiPath('pi_unknown', 'authenticate')] as const,
    ...EXPORT_REPORTS.map((report) => [`adminExport ${report}`, adminExportApiPath(report)] as const),
  ];

  test.each(routes)('%s (%s) is answered by a route of its own', async (_name, path) => {
    const client = api.client();
    for (const method of ['GET', 'POST'] as const) {
      const response = await client.request(method, path, method === 'POST' ? { json: {} } : {});
      const code = (response.body as { error?: { code?: string } } | null)?.error?.code;
      if (code === 'method_not_allowed') continue;
      expect(code, `${method} ${path}`).not.toBe('not_found');
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
