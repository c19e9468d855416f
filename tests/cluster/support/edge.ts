import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import { startNginx, type NginxServer } from '../../support/nginx-server';
import { startCluster, type Cluster, type Settings } from './cluster';
import { clusterPort } from './setup-state';

/**
 * The deployment of issue 22 for the edge-*.test.ts files: two instances of the build behind
 * Debian's nginx running the shipped caching rules (tests/support/nginx-server.ts).
 */
export interface Edge {
  cluster: Cluster;
  nginx: NginxServer;
  stop(): Promise<void>;
}

/** What every instance behind nginx is told (docs/deploying.md, nginx in front): nginx compresses; it runs on the loopback, which TRUSTED_PROXIES trusts by default. */
const BEHIND_NGINX: Settings = { BEHIND_NGINX: 'true' };

/** nginx listens on the suite's own port range (CLUSTER_PORT + 8), above any instance a scenario starts. */
const NGINX_PORT_OFFSET = 8;

/**
 * Starts `count` instances (2) with `extra` settings and nginx in front of them, on `port` (the
 * suite's CLUSTER_PORT + 8 by default). The bench's load and edge tables run the same deployment.
 */
export async function startEdge({
  extra = {},
  count = 2,
  port = clusterPort(NGINX_PORT_OFFSET),
}: { extra?: Settings; count?: number; port?: number } = {}): Promise<Edge> {
  const cluster = await startCluster({ count, extra: () => ({ ...BEHIND_NGINX, ...extra }) });
  let nginx: NginxServer;
  try {
    nginx = await startNginx({ upstreams: cluster.instances.map((i) => `127.0.0.1:${i.port}`), port });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    cluster,
    nginx,
    async stop() {
      await nginx.stop();
      await cluster.stop();
    },
  };
}

/**
 * How a browser asks for a page: its HTML (address bar, reload), its RSC payload (a client
 * navigation), or the payload's prefetch variant (a link coming into view).
 */
export type PageForm = 'html' | 'rsc' | 'prefetch';

const FORM_HEADERS: Record<PageForm, Record<string, string>> = {
  html: {},
  rsc: { RSC: '1' },
  prefetch: { RSC: '1', 'Next-Router-Prefetch': '1' },
};

/** One answer through nginx as the tests read it. */
export interface EdgeAnswer {
  status: number;
  body: string;
  /** content-type */
  type: string;
  /** X-Cache-Status (null where nginx does not cache) */
  cache: string | null;
  /** x-nextjs-deployment-id: the build the client router compares with its own on every navigation (RSC answers only) */
  deploymentId: string | null;
  /** x-nextjs-cache: HIT when the instance answered from Next's shared page cache, STALE when from an outdated entry */
  nextCache: string | null;
  setCookies: string[];
}

/**
 * `path` with the `_rsc` parameter the client router computes from the headers of `form` (Next's
 * own function), as a browser sends it; `path` itself for HTML.
 */
export async function browserAddress(path: string, form: PageForm): Promise<string> {
  if (form === 'html') return path;
  const url = new URL(path, 'http://shop');
  url.searchParams.set('_rsc', await computeCacheBustingSearchParam(form === 'prefetch' ? '1' : undefined, undefined, undefined, undefined));
  return `${url.pathname}${url.search}`;
}

/**
 * GETs `path` from `base` with the headers of `form` and `extra`, and `cookie` when given. An RSC form asks
 * for the browser's address of `path` unless `path` already carries an `_rsc` parameter.
 */
export async function edgeGet(base: string, path: string, form: PageForm = 'html', cookie = '', extra: Record<string, string> = {}): Promise<EdgeAnswer> {
  const address = path.includes('_rsc=') ? path : await browserAddress(path, form);
  const headers: Record<string, string> = { ...FORM_HEADERS[form], ...extra };
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(new URL(address, base), { headers, redirect: 'manual' });
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('x-cache-status'),
    deploymentId: response.headers.get('x-nextjs-deployment-id'),
    nextCache: response.headers.get('x-nextjs-cache'),
    setCookies: response.headers.getSetCookie(),
  };
}

/**
 * Waits until every instance answers `path` in each of `forms` from Next's shared page cache
 * (x-nextjs-cache: HIT). Before that an instance may answer from an entry it considers stale, which
 * nginx does not store, or render the page afresh (showing a rename no webhook reported).
 */
export async function storedByEveryInstance(cluster: Cluster, path: string, forms: PageForm[] = ['html', 'prefetch']): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (const instance of cluster.instances) {
    for (const form of forms) {
      let cache: string | null = null;
      while (cache !== 'HIT' && Date.now() < deadline) cache = (await edgeGet(instance.url, path, form)).nextCache;
      expect({ instance: instance.name, path, form, cache }).toEqual({ instance: instance.name, path, form, cache: 'HIT' });
    }
  }
}

/** An HTML page as a browser renders it (never an RSC payload). */
export function isHtmlPage(answer: EdgeAnswer): boolean {
  return /^text\/html/.test(answer.type) && /^<!DOCTYPE html>/i.test(answer.body);
}

/** An RSC payload as the client router reads it (never an HTML page). */
export function isRscPayload(answer: EdgeAnswer): boolean {
  return /^text\/x-component/.test(answer.type) && !/<!DOCTYPE html>/i.test(answer.body.slice(0, 200));
}

/** Paths of a guest's browsing: home, a top-level category and an active product, from the scenario's database. */
export async function guestPages(
  cluster: Cluster,
): Promise<{ home: string; category: string; product: string; productName: string; productSlug: string; productId: number }> {
  const category = (await cluster.sql.query<{ path: string }>('SELECT path FROM categories WHERE parent_id IS NULL ORDER BY position, id LIMIT 1')).rows[0]!;
  const product = (await cluster.sql.query<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM products WHERE active ORDER BY id LIMIT 1'))
    .rows[0]!;
  return {
    home: '/',
    category: `/category/${category.path}`,
    product: `/product/${encodeURIComponent(product.slug)}`,
    productName: product.name,
    productSlug: product.slug,
    productId: product.id,
  };
}
