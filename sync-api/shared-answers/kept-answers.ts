import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type AnswerEncoding, contentHash, entityTag } from './entity-tags.ts';

const compressWith = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
} as const;

/**
 * Brotli's level 5 and gzip's 6 compress a catalogue answer in a few milliseconds, once per
 * answer; the top levels would hold the event loop's threads ten times longer for a few percent.
 */
const COMPRESSION_OPTIONS = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
} as const;

/** Below this an answer goes out as it is: compression would save less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/** An answer every shopper shares: its content once, and each encoding made once when first asked for. */
export class KeptAnswer {
  readonly hash: string;
  private readonly encodings = new Map<'br' | 'gzip', Promise<Buffer>>();
  private readonly made = new Map<AnswerEncoding, Buffer>();
  private readonly headerLists = new Map<string, string[]>();

  constructor(
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
    readonly body: Buffer,
  ) {
    this.hash = contentHash(body);
    this.made.set('identity', body);
  }

  /** The body in `encoding` if it has been made already, else null. */
  encodedNow(encoding: AnswerEncoding): Buffer | null {
    return this.made.get(encoding) ?? null;
  }

  /** The body in `encoding`: compressed on the threads libuv keeps for it, never on the event loop. */
  encoded(encoding: AnswerEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.body);
    let pending = this.encodings.get(encoding);
    if (!pending) {
      pending = compressWith[encoding](this.body, COMPRESSION_OPTIONS[encoding]);
      this.encodings.set(encoding, pending);
      pending.then((bytes) => this.made.set(encoding, bytes)).catch(() => this.encodings.delete(encoding));
    }
    return pending;
  }

  /**
   * Every header of this answer in `encoding` (a 304's when `fresh`) but the request id, as the
   * flat list `writeHead` takes: made once, since none of them changes from one request to the next.
   */
  wireHeaders(encoding: AnswerEncoding, fresh: boolean, securityHeaders: Readonly<Record<string, string>>): string[] {
    const key = `${encoding}${fresh ? ' 304' : ''}`;
    let headers = this.headerLists.get(key);
    if (!headers) {
      const all: Record<string, string> = { ...securityHeaders, ...this.headers, etag: entityTag(this.hash, encoding) };
      if (fresh) delete all['content-type'];
      else {
        if (encoding !== 'identity') all['content-encoding'] = encoding;
        all['content-length'] = String(this.encodedNow(encoding)?.length ?? this.body.length);
      }
      headers = Object.entries(all).flat();
      this.headerLists.set(key, headers);
    }
    return headers;
  }

  /** What it holds in memory, its encodings counted at what they usually weigh (a third each at most). */
  get weight(): number {
    return Math.ceil(this.body.length * 1.7) + 512;
  }
}

/** The answers kept, least recently used dropped first once they weigh `budgetBytes`. */
export function keptAnswers(budgetBytes: number): LRUCache<string, KeptAnswer> {
  return new LRUCache<string, KeptAnswer>({
    maxSize: budgetBytes,
    sizeCalculation: (answer) => answer.weight,
    // One answer heavier than a quarter of the budget would push out everything else.
    maxEntrySize: Math.floor(budgetBytes / 4),
  });
}
