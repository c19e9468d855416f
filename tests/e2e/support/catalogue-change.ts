import { expect, type APIRequestContext } from '@playwright/test';

// scripts/e2e.ts sets both; the rename hook exists only with E2E_TEST_HOOKS=1 (never in production).
const SECRET = process.env.REVALIDATE_SECRET ?? '';

/** The text of a page's first <h1> in its server HTML. */
export const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

/** Renames the product whose page is /product/`url` in the backend (the test hook); answers its id. */
export async function renameProduct(request: APIRequestContext, baseURL: string, url: string, name: string): Promise<number> {
  const response = await request.post(`/admin/v1/test-hooks/product/${url}/name`, { data: { name }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
  return (await response.json()).product.id;
}

/** Tells the shop its cached pages of `tags` changed (POST /api/revalidate, stale while revalidate). */
export async function revalidateTags(request: APIRequestContext, tags: string[]): Promise<void> {
  expect(SECRET, 'scripts/e2e.ts sets REVALIDATE_SECRET').not.toBe('');
  const response = await request.post('/api/revalidate', { data: { tags }, headers: { Authorization: `Bearer ${SECRET}` } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, revalidated: tags });
}
