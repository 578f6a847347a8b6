import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The keys Koa signs and checks cookies with: HMAC-SHA256 in base64url without padding, the
 * signatures keygrip makes (so cookies signed before stay valid), checked with Node's
 * constant-time comparison. keygrip compares by signing both sides again under a fresh random
 * key, which costs two more HMACs and a read of the system's random source for every signed
 * cookie a request carries: a cart push carries two and sets one.
 */
export class CookieKeys {
  private readonly keys: readonly string[];

  /** `keys[0]` signs; any of them verifies, for a secret being rotated. */
  constructor(keys: readonly [string, ...string[]]) {
    this.keys = keys;
  }

  sign(data: string): string {
    return signatureOf(data, this.keys[0] ?? '');
  }

  /** The index of the key that signed `data` as `digest`, or -1. */
  index(data: string, digest: string): number {
    const given = Buffer.from(digest);
    return this.keys.findIndex((key) => {
      const expected = Buffer.from(signatureOf(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }
}

const signatureOf = (data: string, key: string) => createHmac('sha256', key).update(data).digest('base64url');
