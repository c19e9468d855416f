import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '@/lib/config/env';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { notFound, ok } from '../http';
import type { Handler } from '../router';
import { withBody } from '../request-body';

/**
 * True only when the e2e runner sets E2E_TEST_HOOKS=1: the hooks below change catalogue data
 * without an admin, so a production process never registers them.
 */
export const testHooksEnabled = () => settings().E2E_TEST_HOOKS;

/** Changes the product with URL slug `slug`: its id, or 404 when there is none. */
async function updateProduct(db: Db, slug: string | undefined, values: { name: string } | { stock: number }): Promise<Response> {
  const [row] = await db
    .update(products)
    .set(values)
    .where(eq(products.slug, slug ?? ''))
    .returning({ id: products.id });
  return row ? ok({ product: { id: row.id } }) : notFound('product');
}

const renameSchema = z.object({ name: z.string().trim().min(1).max(300) });

/** POST /test-hooks/product/{url}/name (e2e only): renames a product, as a catalogue editor would. */
export const renameProduct: Handler = withBody(renameSchema, async ({ db, params }, body) => updateProduct(db, params.url, { name: body.name }));

const stockSchema = z.object({ stock: z.number().int().min(-99_999).max(99_999) });

/** POST /test-hooks/product/{url}/stock (e2e only): sets a product's stock, as a warehouse import would. */
export const setProductStock: Handler = withBody(stockSchema, async ({ db, params }, body) => updateProduct(db, params.url, { stock: body.stock }));

// Backend paths that answer 503 as if the backend were down (one path, so parallel specs are
// unaffected), each with how many requests it failed (a test waits for a render to have tried).
// On globalThis: Next bundles the API route and the pages apart, each with its own copy of this
// module, and the hook is called through one while pages read through the other.
const outages: Map<string, number> = ((globalThis as { __e2eOutages?: Map<string, number> }).__e2eOutages ??= new Map<string, number>());

/** True while a test has taken `pathname` down (always false without E2E_TEST_HOOKS=1); counts the failed request. */
export const inOutage = (pathname: string) => {
  const failed = outages.size > 0 && testHooksEnabled() ? outages.get(pathname) : undefined;
  if (failed === undefined) return false;
  outages.set(pathname, failed + 1);
  return true;
};

const outageSchema = z.object({ path: z.string().startsWith('/admin/v1/'), down: z.boolean() });

/** POST /test-hooks/outage (e2e only): `{ path, down }` makes one backend path fail with 503, or heals it; answers the paths down and the requests each failed. */
export const setOutage: Handler = withBody(outageSchema, async (_, body) => {
  if (!body.down) outages.delete(body.path);
  else if (!outages.has(body.path)) outages.set(body.path, 0);
  return ok({ down: [...outages.keys()], failed: Object.fromEntries(outages) });
});

// Backend path prefixes that answer as a foreign upstream without the call would: its own 404
// page (contract.md, "Extensions of the embedded backend"). One prefix per test, so parallel specs
// are unaffected; on globalThis for the same reason as the outages above.
const missing: Set<string> = ((globalThis as { __e2eMissing?: Set<string> }).__e2eMissing ??= new Set<string>());

/** True while a test has made calls under a prefix of `pathname` missing (always false without E2E_TEST_HOOKS=1). */
export const isMissing = (pathname: string) => missing.size > 0 && testHooksEnabled() && [...missing].some((prefix) => pathname.startsWith(prefix));

const missingSchema = z.object({ path: z.string().startsWith('/admin/v1/'), missing: z.boolean() });

/** POST /test-hooks/missing (e2e only): `{ path, missing }` makes every call under the prefix `path` answer 404 as a foreign upstream lacking it, or brings them back. */
export const setMissing: Handler = withBody(missingSchema, async (_, body) => {
  if (body.missing) missing.add(body.path);
  else missing.delete(body.path);
  return ok({ missing: [...missing] });
});

// the calls answering lookup_available: the summary and the page call
const SUMMARY_PREFIXES = ['/admin/v1/x/customer/summary/', '/admin/v1/x/customer/page/'];
const LOOKUP_PATH = '/admin/v1/x/products/lookup';

/**
 * A handler's answer as this backend would give it with the hidden calls really missing: while a
 * test hides the product lookup, the customer summary (and the page call) says the lookup is not available (as a
 * backend without it would). Every other answer, and every answer in production, passes unread.
 */
export async function answerWithMissing(pathname: string, response: Response): Promise<Response> {
  if (!response.ok || !SUMMARY_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || !isMissing(LOOKUP_PATH)) return response;
  const body = (await response.json()) as Record<string, unknown>;
  return new Response(JSON.stringify({ ...body, lookup_available: false }), { status: response.status, headers: response.headers });
}
