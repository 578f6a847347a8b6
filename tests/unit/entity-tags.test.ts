import { describe, expect, test } from 'vitest';
import {
  contentHash,
  entityTag,
  matchesContent,
  preferredEncoding,
} from '../../sync-api/shared-answers/entity-tags.ts';

describe('entity tags of answers kept in memory', () => {
  const hash = contentHash(Buffer.from('{"products":[]}'));

  test('the same content has the same hash, other content another', () => {
    expect(contentHash(Buffer.from('{"products":[]}'))).toBe(hash);
    expect(contentHash(Buffer.from('{"products":[1]}'))).not.toBe(hash);
    expect(hash).toMatch(/^[\w-]{20}$/);
  });

  test('each encoding is a representation of its own, with a strong tag', () => {
    expect(entityTag(hash, 'identity')).toBe(`"${hash}"`);
    expect(entityTag(hash, 'gzip')).toBe(`"${hash}-gzip"`);
    expect(entityTag(hash, 'br')).toBe(`"${hash}-br"`);
  });

  test('If-None-Match names the content in any encoding, weak or strong, alone or in a list', () => {
    expect(matchesContent(`"${hash}"`, hash)).toBe(true);
    expect(matchesContent(`"${hash}-gzip"`, hash)).toBe(true);
    expect(matchesContent(`W/"${hash}-br"`, hash)).toBe(true);
    expect(matchesContent(`"other", "${hash}"`, hash)).toBe(true);
    expect(matchesContent('*', hash)).toBe(true);
  });

  test('anything else is not a match', () => {
    expect(matchesContent(undefined, hash)).toBe(false);
    expect(matchesContent('', hash)).toBe(false);
    expect(matchesContent(hash, hash)).toBe(false);
    expect(matchesContent(`"${hash}-deflate"`, hash)).toBe(false);
    expect(matchesContent(`"${hash.slice(1)}"`, hash)).toBe(false);
    expect(matchesContent('"', hash)).toBe(false);
  });
});

describe('the encoding an answer goes out in', () => {
  test('is the one the client rates highest, the smallest on a tie', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.8, identity;q=0.9')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
  });

  test('is the answer as it is without the header, or when everything is refused', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('*;q=0')).toBe('identity');
    expect(preferredEncoding('br;q=nonsense')).toBe('identity');
  });
});
