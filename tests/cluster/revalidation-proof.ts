/**
 * Item 2 of issue 21, as functions revalidation.test.ts calls with two instances of ONE build
 * (tests/cluster/support/cluster.ts) on one database and one REDIS_URL. They assert with jest's expect.
 */
import { edgeGet } from './support/edge';

/** What a guest's browser asks for one page: its HTML, and its RSC payload on a client navigation. */
export type PageForm = 'html' | 'rsc';

/** How long after the webhook's answer every instance must serve the new content (issue 21, item 2). */
export const REVALIDATION_DEADLINE_MS = 2000;

export async function fetchPage(
  base: string,
  path: string,
  form: PageForm,
): Promise<{ status: number; body: string; type: string; deploymentId: string | null; cache: string | null }> {
  // as the client router asks (RSC: 1 and its _rsc parameter for a payload); cache: HIT when from the (shared) page cache
  const { status, body, type, deploymentId, nextCache } = await edgeGet(base, path, form);
  return { status, body, type, deploymentId, cache: nextCache };
}

/** Asks `base` for the page until `expected` is in it or the deadline passes; answers what it saw last. */
async function pageShowsBy(base: string, path: string, form: PageForm, expected: string, deadline: number): Promise<string> {
  for (;;) {
    const { body } = await fetchPage(base, path, form);
    if (body.includes(expected) || Date.now() > deadline) return body;
  }
}

/** How long an instance may take to store pages again after the cache server returns (its outage guard pauses 5 s). */
export const CACHE_WRITES_BACK_MS = 15_000;

/** Asks `base` for the page until it answers from the page cache; answers the last cache state seen. */
export async function cachedBy(base: string, path: string, deadline: number): Promise<string | null> {
  for (;;) {
    const { cache } = await fetchPage(base, path, 'html');
    if (cache === 'HIT' || Date.now() > deadline) return cache;
  }
}

export interface RevalidationCase {
  /** base URLs (`http://127.0.0.1:<port>`) of two instances of one build sharing a database and REDIS_URL */
  a: string;
  b: string;
  revalidateSecret: string;
  /** the product page path (`/product/{url}`) and the id its cache tag carries */
  product: { id: number; path: string; name: string };
  /** Renames the product in the shared database: the catalogue change the webhook then reports. */
  renameProduct: (id: number, name: string) => Promise<void>;
  /** Runs after both instances served the cached page and before the webhook (to cut a connection, say). */
  beforeWebhook?: () => Promise<void>;
}

/**
 * The product page is served from the shared cache by both instances (a database change alone
 * shows nowhere), `POST /api/revalidate` of its tag on A makes B serve the new name, in its HTML
 * and its RSC payload, within REVALIDATION_DEADLINE_MS of the webhook's answer. Answers how many
 * ms after that answer B first served the new HTML (a figure for the closing note).
 */
export async function proveRevalidationCrossesInstances({ a, b, revalidateSecret, product, renameProduct, beforeWebhook }: RevalidationCase): Promise<number> {
  for (const base of [a, b]) {
    for (const form of ['html', 'rsc'] as const) {
      const page = await fetchPage(base, product.path, form);
      expect(page.status).toBe(200);
      expect(page.body).toContain(product.name);
    }
  }
  // the page must be in the shared cache before the rename, or a fresh render would show it without any revalidation
  const storedBy = Date.now() + CACHE_WRITES_BACK_MS;
  for (const base of [a, b]) expect(await cachedBy(base, product.path, storedBy)).toBe('HIT');
  const newName = `${product.name} (premenovaný ${Date.now().toString(36)})`;
  await renameProduct(product.id, newName);
  // the page is cached: without a revalidation neither instance shows the change
  for (const base of [a, b]) expect((await fetchPage(base, product.path, 'html')).body).not.toContain(newName);
  await beforeWebhook?.();

  const answer = await fetch(new URL('/api/revalidate', a), {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: [`product:${product.id}`] }),
  });
  expect(answer.status).toBe(200);
  const answered = Date.now();
  const deadline = answered + REVALIDATION_DEADLINE_MS;
  expect(await pageShowsBy(b, product.path, 'html', newName, deadline)).toContain(newName);
  const crossedAfterMs = Date.now() - answered;
  expect(await pageShowsBy(b, product.path, 'rsc', newName, deadline)).toContain(newName);
  expect(await pageShowsBy(a, product.path, 'html', newName, deadline)).toContain(newName);
  return crossedAfterMs;
}

/**
 * A page prerendered at build and never rendered at runtime is served whole by an instance whose
 * page cache is the shared one: the first request after start, as HTML and as RSC payload.
 */
export async function provePrerenderedPageServes(base: string, path: string, expected: string): Promise<void> {
  const html = await fetchPage(base, path, 'html');
  expect(html.status).toBe(200);
  expect(html.type).toMatch(/text\/html/);
  expect(html.body).toContain(expected);
  const rsc = await fetchPage(base, path, 'rsc');
  expect(rsc.status).toBe(200);
  expect(rsc.type).toMatch(/text\/x-component/);
  expect(rsc.body).toContain(expected);
}
