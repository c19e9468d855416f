import 'server-only';
import { customerPagePayloadSchema } from '@/lib/api/schemas/customer-page';
import { customerPrices } from '../catalogue/customer-prices';
import type { CustomerHandler } from '../customer-guard';
import { ok } from '../http';
import { withBody } from '../request-body';
import { summaryPayload } from './customer-summary';

/**
 * POST /x/customer/page/{lang} (extension, customers only): `{ ids }` → the summary's fields and
 * `prices` of those products, what a signed-in page view asks on top of its public HTML, in one
 * call: one session lookup and one HTTP round trip instead of two (each call's fixed cost, not
 * its queries, dominated a customer's page view).
 */
export const getCustomerPage: CustomerHandler = withBody(customerPagePayloadSchema, async (ctx, { ids }) =>
  ok({ ...(await summaryPayload(ctx)), prices: await customerPrices(ctx.db, ctx.customer.id, ids) }),
);
