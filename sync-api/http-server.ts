import type { Server } from 'node:http';
import { answerRefusedRequestsWithJson } from './client-errors.ts';

/**
 * The store's HTTP server as every process runs it, the tests' included. A load balancer keeps
 * idle connections to each process open for reuse (nginx's upstream keepalive_timeout and AWS's
 * idle timeout are 60 s). Were this process to close one first (Node's default is 5 s), a request
 * the balancer sends on it at that moment fails with 502, and a write is not retried. So this
 * process waits longer than any balancer. A test's client met the same race when its server, busy
 * reopening the embedded database, closed an idle connection as the next request went out.
 */
export function prepareHttpServer(server: Server): void {
  answerRefusedRequestsWithJson(server);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
