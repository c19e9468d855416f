import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '@/lib/config/env';
import { products } from '../db/schema';
import { badRequest, notFound, ok, readJson } from '../http';
import type { Handler } from '../router';

/**
 * True only when the e2e runner sets E2E_TEST_HOOKS=1: the hooks below change catalogue data
 * without an admin, so a production process never registers them.
 */
export const testHooksEnabled = () => settings().E2E_TEST_HOOKS;

const renameSchema = z.object({ name: z.string().trim().min(1).max(300) });

/** POST /test-hooks/product/{url}/name (e2e only): renames a product, as a catalogue editor would. */
export const renameProduct: Handler = async ({ db, params, request }) => {
  const body = renameSchema.safeParse(await readJson(request));
  if (!body.success) return badRequest([{ key: 'name', code: 'messages.validation.name.invalid' }]);
  const [row] = await db
    .update(products)
    .set({ name: body.data.name })
    .where(eq(products.slug, params.url ?? ''))
    .returning({ id: products.id });
  return row ? ok({ product: { id: row.id } }) : notFound('product');
};

const stockSchema = z.object({ stock: z.number().int().min(-99_999).max(99_999) });

/** POST /test-hooks/product/{url}/stock (e2e only): sets a product's stock, as a warehouse import would. */
export const setProductStock: Handler = async ({ db, params, request }) => {
  const body = stockSchema.safeParse(await readJson(request));
  if (!body.success) return badRequest([{ key: 'stock', code: 'messages.validation.stock.invalid' }]);
  const [row] = await db
    .update(products)
    .set({ stock: body.data.stock })
    .where(eq(products.slug, params.url ?? ''))
    .returning({ id: products.id });
  return row ? ok({ product: { id: row.id } }) : notFound('product');
};

// Backend paths that answer 503 as if the backend were down (one path, so parallel specs are
// unaffected). On globalThis: Next bundles the API route and the pages apart, each with its own
// copy of this module, and the hook is called through one while pages read through the other.
const outages: Set<string> = ((globalThis as { __e2eOutages?: Set<string> }).__e2eOutages ??= new Set<string>());

/** True while a test has taken `pathname` down (always false without E2E_TEST_HOOKS=1). */
export const inOutage = (pathname: string) => outages.size > 0 && testHooksEnabled() && outages.has(pathname);

const outageSchema = z.object({ path: z.string().startsWith('/admin/v1/'), down: z.boolean() });

/** POST /test-hooks/outage (e2e only): `{ path, down }` makes one backend path fail with 503, or heals it. */
export const setOutage: Handler = async ({ request }) => {
  const body = outageSchema.safeParse(await readJson(request));
  if (!body.success) return badRequest([{ key: 'path', code: 'messages.validation.path.invalid' }]);
  if (body.data.down) outages.add(body.data.path);
  else outages.delete(body.data.path);
  return ok({ down: [...outages] });
};
