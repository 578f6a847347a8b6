import { describe, expect, test } from 'vitest';
import { contentHash, entityTag, matchesContent } from '../../sync-api/shared-answers/entity-tags.ts';

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
