import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Staff passwords, hashed with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB
 * and a few hundred milliseconds per hash, on the thread pool rather than the event loop).
 * The parameters are stored with each hash, so raising them later still verifies old hashes.
 * Format: `scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>`.
 */

/** log2 of scrypt's N at OWASP's recommended cost: the least production accepts. */
export const PRODUCTION_PASSWORD_COST = 17;
/**
 * The cheapest cost configuration allows (N=2^10: a millisecond or two), for test suites that
 * make hundreds of accounts; such a hash would fall to a guessing attack, so production refuses it.
 */
export const CHEAPEST_PASSWORD_COST = 10;

const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: { log2N: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's cost.
  const maxmem = 256 * N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r: cost.r, p: cost.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new hash of `password` at `log2N` (PASSWORD_HASH_COST; the production cost unless configured). */
export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { log2N, r: R, p: P });
  return ['scrypt', log2N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`; a malformed stored hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![cost.log2N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password at the cost real ones are made with, checked when the email is
 * unknown, so that answering "wrong email" takes as long as answering "wrong password".
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(log2N: number): Promise<string> {
  let decoy = decoys.get(log2N);
  if (!decoy) {
    decoy = hashPassword(randomBytes(24).toString('base64url'), log2N);
    decoys.set(log2N, decoy);
  }
  return decoy;
}
