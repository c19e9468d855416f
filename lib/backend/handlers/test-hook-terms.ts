import 'server-only';
import { z } from 'zod';
import { notFound, ok } from '../http';
import { assignPriceList, setPaymentTerms } from '../operator/company-terms';
import type { Handler } from '../router';
import { withBody } from '../request-body';

const termsSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
  days: z.number().int().min(1).max(365).nullable(),
  /** euros with VAT, as an operator gives them; null: no limit */
  limit: z.number().min(0).max(10_000_000).nullable(),
  /** the price list's code; absent: the company stays on the list it has */
  list: z.string().trim().min(1).max(64).optional(),
});

/**
 * POST /test-hooks/customer/terms (e2e only): `{ email, days, limit, list? }` gives a company payment
 * terms, a credit limit and optionally a price list, as an operator would with `npm run customers`
 * (docs/decisions/058-trade-terms.md); `days: null`: it prepays. An unknown list answers 404.
 */
export const setCustomerTerms: Handler = withBody(termsSchema, async ({ db }, body) => {
  if (body.list !== undefined) {
    const listed = await assignPriceList(db, body.email, body.list);
    if ('failure' in listed) return notFound(listed.failure === 'unknownList' ? 'priceList' : 'customer');
  }
  const terms = body.days === null ? null : { days: body.days, limitCents: body.limit === null ? null : Math.round(body.limit * 100) };
  const set = await setPaymentTerms(db, body.email, terms);
  return 'failure' in set ? notFound('customer') : ok({ customer: { email: set.email } });
});
