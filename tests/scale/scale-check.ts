import type { ChildServer } from '../bench/child-server.ts';
import type { ScaleDatabase } from './scale-database.ts';

/** What every check is given: the proxy, the processes behind it and the run's database. */
export interface ScaleStore {
  proxyUrl: string;
  a: ChildServer;
  b: ChildServer;
  database: ScaleDatabase;
  owner: { email: string; password: string };
  proxyLog(): string;
}

/** A check's verdict, with the figures that back it. */
export interface CheckOutcome {
  ok: boolean;
  summary: string;
}

export interface ScaleCheck {
  name: string;
  run(store: ScaleStore): Promise<CheckOutcome>;
}

export const passed = (summary: string): CheckOutcome => ({ ok: true, summary });
export const failed = (summary: string): CheckOutcome => ({ ok: false, summary });
