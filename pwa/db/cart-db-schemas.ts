/**
 * Every schema the device's cart database has had, oldest first. A device that kept its cart
 * under an older release upgrades through each in turn when a newer release opens it, and its
 * waiting changes go out from the new release (tests/e2e/app-update.spec.ts). Never edit one
 * that has shipped: add the next.
 */
export const CART_DB_SCHEMAS: readonly Readonly<Record<string, string>>[] = [
  { lines: 'key, addedAt', outbox: '++seq, [clientId+mutationId]', meta: 'id', refusals: 'id, at' },
  // 2: the outbox drops an index nothing reads, which every queued change paid to keep up.
  { lines: 'key, addedAt', outbox: '++seq', meta: 'id', refusals: 'id, at' },
];

export const LATEST_CART_DB_SCHEMA = CART_DB_SCHEMAS.length;

/**
 * The schema a build declares: the latest, unless VITE_CART_DB_SCHEMA names an earlier one, so
 * that the update test can build a release as of that schema. Anything else stops the build.
 */
export function builtCartDbSchema(named: unknown): number {
  if (named === undefined || named === '') return LATEST_CART_DB_SCHEMA;
  const version = Number(named);
  if (!Number.isInteger(version) || version < 1 || version > LATEST_CART_DB_SCHEMA) {
    throw new Error(`VITE_CART_DB_SCHEMA must be a whole number from 1 to ${LATEST_CART_DB_SCHEMA}; it is "${named}".`);
  }
  return version;
}
