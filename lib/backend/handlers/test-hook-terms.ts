import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { customers } from '../db/schema';
import { notFound, ok } from '../http';
import type { Handler } from '../router';
import { withBody } from '../request-body';

const termsSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
  days: z.number().int().min(1).max(365).nullable(),
  /** euros with VAT, as an operator gives them; null: no limit */
  limit: z.number().min(0).max(10_000_000).nullable(),
});

/**
 * POST /test-hooks/customer/terms (e2e only): `{ email, days, limit }` gives a company payment terms
 * and a credit limit, as an operator would (docs/decisions/058-trade-terms.md); `days: null`: it prepays.
 */
export const setCustomerTerms: Handler = withBody(termsSchema, async ({ db }, body) => {
  const [row] = await db
    .update(customers)
    .set({ paymentTermsDays: body.days, creditLimitCents: body.limit === null ? null : Math.round(body.limit * 100) })
    .where(eq(customers.email, body.email))
    .returning({ id: customers.id });
  return row ? ok({ customer: { id: row.id } }) : notFound('customer');
});
