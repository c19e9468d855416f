import { eq } from 'drizzle-orm';
import { liveSearchResponseSchema, searchProductsResponseSchema } from '@/lib/contract/schemas/search';
import { getDb } from '@/lib/backend/db/client';
import { categories, products } from '@/lib/backend/db/schema';
import { call, callJson } from '../support/backend';

/** GET /search/{query}/{lang} with the query percent-encoded as the storefront sends it; parsed. */
export async function live(query: string, cookie?: string) {
  const response = await callJson('GET', `/admin/v1/search/${encodeURIComponent(query)}/sk`, { cookie });
  expect(response.status).toBe(200);
  return liveSearchResponseSchema.parse(response.body);
}

/** GET /search-products/{query}/sk/{limit}/{offset}; parsed. */
export async function full(query: string, options: { limit?: number; offset?: number; cookie?: string } = {}) {
  const path = `/admin/v1/search-products/${encodeURIComponent(query)}/sk/${options.limit ?? 12}/${options.offset ?? 0}`;
  const response = await callJson('GET', path, { cookie: options.cookie });
  expect(response.status).toBe(200);
  return searchProductsResponseSchema.parse(response.body);
}

/** A raw (already encoded) path below /admin/v1, for requests a browser would never send. */
export const raw = (path: string) => call('GET', `/admin/v1${path}`);

/** Inserts a product under the CCTV line (the search triggers index it); returns its id. */
export async function addProduct(values: { code: string; name: string; vendor?: string }): Promise<number> {
  const db = await getDb();
  const [line] = await db.select({ id: categories.id }).from(categories).where(eq(categories.path, 'cctv'));
  const slug = values.code.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db
    .insert(products)
    .values({ code: values.code, name: values.name, vendor: values.vendor ?? 'Test', slug, categoryId: line!.id, basePriceCents: 10_000, priceCents: 10_000 })
    .returning({ id: products.id });
  return row!.id;
}
