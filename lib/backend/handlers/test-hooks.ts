import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '@/lib/runtime/config/env';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { notFound, ok } from '../http';
import type { Handler } from '../router';
import { withBody } from '../request-body';
import { setProductStock as setWarehouseStock } from '../catalogue/warehouse-stock';

/**
 * True only when the e2e runner sets E2E_TEST_HOOKS=1: the hooks below change catalogue data
 * without an admin, so a production process never registers them.
 */
export const testHooksEnabled = () => settings().E2E_TEST_HOOKS;

/** Changes the product with URL slug `slug`: its id, or 404 when there is none. */
async function updateProduct(db: Db, slug: string | undefined, values: { name: string } | { packSize: number; minQuantity: number }): Promise<Response> {
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

const pieces = z.number().int().min(-99_999).max(99_999);
const stockSchema = z.object({ stock: pieces, warehouses: z.optional(z.record(z.string().regex(/^\d+$/), pieces)) });

/**
 * POST /test-hooks/product/{url}/stock (e2e only): sets a product's stock, as a warehouse import
 * would: `warehouses` ({ "<id>": pieces }) per warehouse, else all of `stock` in the central one.
 */
export const setProductStock: Handler = withBody(stockSchema, async ({ db, params }, body) => {
  const byWarehouse = body.warehouses && new Map(Object.entries(body.warehouses).map(([id, n]) => [Number(id), n]));
  const id = await setWarehouseStock(db, params.url ?? '', body.stock, byWarehouse);
  return id === null ? notFound('product') : ok({ product: { id } });
});

const packSchema = z.object({ pack_size: z.number().int().min(1).max(9999), min_quantity: z.number().int().min(1).max(9999) });

/** POST /test-hooks/product/{url}/pack (e2e only): sells a product by the pack from a minimum (docs/decisions/058-trade-terms.md), as a catalogue editor would. */
export const setProductPack: Handler = withBody(packSchema, async ({ db, params }, body) =>
  updateProduct(db, params.url, { packSize: body.pack_size, minQuantity: body.min_quantity }),
);

// Backend paths that answer 503 as if the backend were down (one path, so parallel specs are
// unaffected), each with how many tests hold it down and how many requests it failed (a test waits
// for a render to have tried). Held, not flagged: two copies of one spec (`--repeat-each`) may take
// the same path down, and the first to heal it must not heal it under the other.
// On globalThis: Next bundles the API route and the pages apart, each with its own copy of this
// module, and the hook is called through one while pages read through the other.
type Outage = { holders: number; failed: number };
const outages: Map<string, Outage> = ((globalThis as { __e2eOutages?: Map<string, Outage> }).__e2eOutages ??= new Map<string, Outage>());

/** True while a test has taken `pathname` down; counts the failed request. Asked only by a backend built with the hooks (with-test-hooks.ts). */
export const inOutage = (pathname: string) => {
  const outage = outages.size > 0 ? outages.get(pathname) : undefined;
  if (!outage) return false;
  outage.failed += 1;
  return true;
};

// `down` left out: only reads, so a test can poll the failed count without taking the path down again.
const outageSchema = z.object({ path: z.string().startsWith('/admin/v1/'), down: z.boolean().optional() });

/** POST /test-hooks/outage (e2e only): `{ path, down }` takes one backend path down (503) or lets go of it, `{ path }` only reads; answers the paths down and the requests each failed. */
export const setOutage: Handler = withBody(outageSchema, async (_, body) => {
  const outage = outages.get(body.path);
  if (body.down === true) {
    if (outage) outage.holders += 1;
    else outages.set(body.path, { holders: 1, failed: 0 });
  } else if (body.down === false && outage) {
    outage.holders -= 1;
    if (outage.holders === 0) outages.delete(body.path);
  }
  const failed = Object.fromEntries([...outages].map(([path, { failed }]) => [path, failed]));
  return ok({ down: [...outages.keys()], failed });
});
