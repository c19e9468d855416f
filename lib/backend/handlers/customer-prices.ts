import 'server-only';
import { customerPricesPayloadSchema } from '@/lib/contract/schemas/customer-prices';
import { customerPrices } from '../catalogue/customer-prices';
import type { CustomerHandler } from '../customer-guard';
import { ok } from '../http';
import { withBody } from '../request-body';

/**
 * POST /x/customer/prices (extension, customers only): `{ ids }` of the products a page shows →
 * `{ prices }`, the customer's price fields, stock and wishlist flag of each, in the order asked.
 * What a signed-in page needs on top of its public (cached) HTML, without re-reading the products'
 * names, texts, images and related products as the spec's product calls would.
 */
export const getCustomerPricesHandler: CustomerHandler = withBody(customerPricesPayloadSchema, async ({ db, customer }, { ids }) =>
  ok({ prices: await customerPrices(db, customer.id, ids) }),
);
