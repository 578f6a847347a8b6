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

/** The encodings an answer kept in memory comes in, the smallest first: on a tie it is chosen. */
const ENCODINGS: readonly AnswerEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to send for an `Accept-Encoding` header: the one it rates highest, the smallest
 * on a tie; `*` rates every encoding it does not name. Without the header, or when it refuses
 * everything, the answer goes out as it is.
 */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  if (!acceptEncoding) return 'identity';
  const ratings = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const rating = quality ? Number(quality.slice(2)) : 1;
    if (name) ratings.set(name, Number.isFinite(rating) ? rating : 0);
  }
  const rate = (encoding: AnswerEncoding) =>
    ratings.get(encoding) ?? ratings.get('*') ?? (encoding === 'identity' ? 1 : 0);
  let best: AnswerEncoding = 'identity';
  let bestRating = 0;
  for (const encoding of ENCODINGS) {
    const rating = rate(encoding);
    if (rating > bestRating) {
      best = encoding;
      bestRating = rating;
    }
  }
  return best;
}
