import { z } from 'zod';
import { errorItemSchema } from '@/lib/contract/schemas/common';
import type { OrderClause } from '@/lib/contract/schemas/requests/listing';
import { callJson } from '../support/backend';

/** The contract's failure envelope, exactly: `{ success: false, error: [{ key, code }, …] }` with at least one item. */
export const errorResponseSchema = z.object({ success: z.literal(false), error: z.array(errorItemSchema).min(1) }).strict();

/** POST /product/filter with a category, an ordering and paging. */
export function filter(
  categoryId: number,
  options: { order?: OrderClause; inStock?: boolean; limit?: number | string; offset?: number | string; cookie?: string } = {},
) {
  const body = {
    condition: { 'categories.id': categoryId, ...(options.inStock ? { inStock: true } : {}) },
    order: [options.order ?? { 'product.id': 'DESC' }],
  };
  return callJson('POST', `/admin/v1/product/filter/sk/${options.limit ?? 12}/${options.offset ?? 0}`, { body, cookie: options.cookie });
}

/** Asserts the error envelope with its status and returns its items. */
export function expectError(response: { status: number; body: unknown }, status: number) {
  expect(response.status).toBe(status);
  return errorResponseSchema.parse(response.body).error;
}

/** Price with VAT in cents from cents excluding VAT, rounded half up (23 %). */
export function withVat23(cents: number): number {
  return Math.floor((cents * 123 + 50) / 100);
}

/** Euros (2 decimals) to integer cents without float drift. */
export function cents(euros: number): number {
  return Math.round(euros * 100);
}
