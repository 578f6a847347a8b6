import { createHash } from 'node:crypto';

/**
 * Strong entity tags for answers kept in memory. Each encoding of an answer is a representation
 * of its own, so each gets its own tag: the content's hash, then the encoding (`"…-br"`). A
 * client that kept one encoding and asks with its tag is as fresh as one that kept another.
 */

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** The content's SHA-256, shortened: 120 bits are far more than any collision needs. */
export function contentHash(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 20);
}

export function entityTag(hash: string, encoding: AnswerEncoding): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

const ENCODING_SUFFIX = /-(?:br|gzip)$/;

/**
 * Whether an `If-None-Match` header names this content in any of its encodings (or is `*`).
 * The comparison is the weak one RFC 9110 asks of If-None-Match, so `W/` is ignored.
 */
export function matchesContent(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((listed) => {
    const tag = listed.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    if (tag.length < 2 || !tag.startsWith('"') || !tag.endsWith('"')) return false;
    return tag.slice(1, -1).replace(ENCODING_SUFFIX, '') === hash;
  });
}
