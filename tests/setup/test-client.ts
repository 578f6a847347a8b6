/** A tiny HTTP client for API tests that keeps cookies like a browser would. */
export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answered
  body: any;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body, sent as is (with whatever content type the headers say). */
  body?: string;
  headers?: Record<string, string>;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  /** `defaultHeaders` go with every request, as a browser adds Origin to each write. */
  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, options?: RequestOptions) {
    return this.request('POST', path, options);
  }
  put(path: string, options?: RequestOptions) {
    return this.request('PUT', path, options);
  }
  patch(path: string, options?: RequestOptions) {
    return this.request('PATCH', path, options);
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }

  /** Confirms age the way the storefront does, so cart writes are allowed. */
  async verifyAge(): Promise<this> {
    const response = await this.post('/api/age-verification', { headers: { 'content-type': 'application/json' } });
    if (response.status !== 200) throw new Error(`Age verification failed with ${response.status}`);
    return this;
  }
}
