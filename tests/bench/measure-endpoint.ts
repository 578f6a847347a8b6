import type { ChildServer } from './child-server.ts';
import type { Endpoint, LoadContext } from './endpoints.ts';
import { runLoad } from './load-runner.ts';
import { type EndpointResult, PLAN } from './targets.ts';

/**
 * One endpoint's figures: both servers warmed up, each one's maximum, then the API held at
 * `PLAN.steadyShare` of its maximum for the steady-load targets.
 */
export async function measureEndpoint(
  endpoint: Endpoint,
  api: ChildServer,
  baseline: ChildServer | null,
  context: LoadContext,
  say: (line: string) => void,
): Promise<EndpointResult> {
  const apiLoad = await endpoint.prepare(api.url, context);
  const baselineLoad = baseline ? await endpoint.prepare(baseline.url, context) : null;
  const settings = { connections: PLAN.connections };
  say(`${endpoint.name}: warm-up`);
  await runLoad(api.url, apiLoad(), { ...settings, durationSeconds: PLAN.warmUpSeconds });
  if (baseline && baselineLoad) {
    await runLoad(baseline.url, baselineLoad(), { ...settings, durationSeconds: PLAN.warmUpSeconds });
  }
  // The baseline first, so that what builds up during the run (dead rows in the cart tables)
  // weighs on the API's figure rather than on the baseline's.
  say(`${endpoint.name}: maximum throughput`);
  const baselineMax =
    baseline && baselineLoad
      ? await runLoad(baseline.url, baselineLoad(), { ...settings, durationSeconds: PLAN.maxSeconds })
      : null;
  const apiMax = await runLoad(api.url, apiLoad(), { ...settings, durationSeconds: PLAN.maxSeconds });
  const rate = Math.max(1, Math.round(apiMax.requestsPerSecond * PLAN.steadyShare));
  say(`${endpoint.name}: steady load of ${rate} req/s on the API`);
  const steady = await runLoad(api.url, apiLoad(), {
    ...settings,
    durationSeconds: PLAN.steadySeconds,
    overallRate: rate,
  });
  return { endpoint, api: apiMax, baseline: baselineMax, steady: { rate, figures: steady } };
}
