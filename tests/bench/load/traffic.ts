import http from 'node:http';
import { SIGNED_IN_CALLS } from '../cluster';
import { percentile } from '../figures';
import { bodyText, httpGet, type RawAnswer } from './http-get';

/**
 * What a request was for: the acceptance figures are per kind (issue 49: guest page p99, customer
 * page call p95, add to basket p95, place order p95). A customer's calls: `customer page call` the
 * calls a signed-in page makes besides its HTML (session check, the header's basket), wherever
 * they are made; `add to basket` and `place order` the one call of that step; `checkout call` the rest.
 */
export type RequestKind =
  'guest page' | 'guest asset' | 'guest search' | 'customer page' | 'customer page call' | 'add to basket' | 'place order' | 'checkout call';

/** Every call a customer makes, of whatever kind: the "customer calls" before it split them. */
export const CUSTOMER_CALLS: readonly RequestKind[] = ['customer page call', 'add to basket', 'place order', 'checkout call'];

/** The kind of a customer's call to /admin/v1 (see RequestKind). */
export function customerCallKind(method: string, path: string): RequestKind {
  if (method === 'PUT' && path === '/admin/v1/basket/add') return 'add to basket';
  if (method === 'PUT' && path.startsWith('/admin/v1/cart/order/')) return 'place order';
  if (method === 'GET' && SIGNED_IN_CALLS.includes(path)) return 'customer page call';
  return 'checkout call';
}

/** Headers a browser sends with a document request: nginx compresses for `Accept-Encoding`. */
export const BROWSER_HEADERS = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, br',
  'Accept-Language': 'sk-SK,sk;q=0.9,en;q=0.8',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

/**
 * Every request of a load run: its time per kind, nginx's X-Cache-Status per kind (with the
 * distinct URLs of each), and each failure (any status but 2xx/3xx, or no answer at all) by method and URL path.
 */
export class Traffic {
  /** request times by kind, and by kind and X-Cache-Status ("guest page HIT") */
  private readonly times = new Map<string, number[]>();
  private readonly cache = new Map<RequestKind, Map<string, number>>();
  /** distinct path + query by kind and X-Cache-Status */
  private readonly urls = new Map<string, Set<string>>();
  readonly errors = new Map<string, number>();

  record(kind: RequestKind, method: string, url: string, status: number | string, ms: number, cacheStatus: string | null): void {
    for (const key of [kind, `${kind} ${cacheStatus ?? 'none'}`]) {
      const times = this.times.get(key) ?? [];
      times.push(ms);
      this.times.set(key, times);
    }
    const counts = this.cache.get(kind) ?? new Map<string, number>();
    counts.set(cacheStatus ?? 'none', (counts.get(cacheStatus ?? 'none') ?? 0) + 1);
    this.cache.set(kind, counts);
    const { pathname, search } = new URL(url);
    const urls = this.urls.get(`${kind} ${cacheStatus ?? 'none'}`) ?? new Set<string>();
    this.urls.set(`${kind} ${cacheStatus ?? 'none'}`, urls.add(pathname + search));
    if (typeof status === 'number' && status >= 200 && status < 400) return;
    const key = `${method} ${pathname}${search} → ${status}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  /** Connections kept open between requests, as a browser keeps them. */
  private readonly agent = new http.Agent({ keepAlive: true });

  /** GET `url` as a browser would, reading the whole body; the answer, or null when it failed (recorded). */
  private async timedGet(kind: RequestKind, url: string, headers: Record<string, string>): Promise<RawAnswer | null> {
    const started = performance.now();
    try {
      const answer = await httpGet(url, headers, this.agent);
      this.record(kind, 'GET', url, answer.status, performance.now() - started, answer.cacheStatus);
      return answer;
    } catch (error) {
      this.record(kind, 'GET', url, error instanceof Error ? error.message : String(error), performance.now() - started, null);
      return null;
    }
  }

  /** A page: its HTML, or '' when it failed (recorded). */
  async get(kind: RequestKind, url: string, headers: Record<string, string>): Promise<string> {
    const answer = await this.timedGet(kind, url, headers);
    return answer && answer.status >= 200 && answer.status < 300 ? bodyText(answer) : '';
  }

  /** A script, a style or an image: loaded whole, as the browser does, and not decoded. */
  async load(kind: RequestKind, url: string, headers: Record<string, string>): Promise<void> {
    await this.timedGet(kind, url, headers);
  }

  /** Forgets everything recorded so far: the scene is set (sign-ups are not the load). */
  clear(): void {
    this.times.clear();
    this.cache.clear();
    this.urls.clear();
    this.errors.clear();
  }

  /** Requests of the kinds (those nginx answered with `cacheStatus` only, when given). */
  count(kinds: RequestKind | readonly RequestKind[], cacheStatus?: string): number {
    return this.timesOf(kinds, cacheStatus).length;
  }

  /** The p-th percentile of the kinds' request times (those nginx answered with `cacheStatus` only, when given), in ms. */
  percentile(kinds: RequestKind | readonly RequestKind[], p: number, cacheStatus?: string): number {
    return percentile(
      this.timesOf(kinds, cacheStatus).sort((a, b) => a - b),
      p,
    );
  }

  /** How many distinct URLs (path and query) of the kind nginx answered with `cacheStatus`. */
  distinctUrls(kind: RequestKind, cacheStatus: string): number {
    return this.urls.get(`${kind} ${cacheStatus}`)?.size ?? 0;
  }

  private timesOf(kinds: RequestKind | readonly RequestKind[], cacheStatus?: string): number[] {
    const all = typeof kinds === 'string' ? [kinds] : kinds;
    return all.flatMap((kind) => this.times.get(cacheStatus ? `${kind} ${cacheStatus}` : kind) ?? []);
  }

  /** X-Cache-Status counts of the kind, e.g. { HIT: 950, MISS: 40, none: 0 }. */
  cacheStatuses(kind: RequestKind): ReadonlyMap<string, number> {
    return this.cache.get(kind) ?? new Map();
  }

  errorCount(): number {
    return [...this.errors.values()].reduce((sum, n) => sum + n, 0);
  }
}
