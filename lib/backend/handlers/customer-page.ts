import 'server-only';
import { customerPagePayloadSchema } from '@/lib/contract/schemas/customer-page';
import { customerPriceOf } from '../catalogue/customer-prices';
import { pricedCartOf } from '../cart/cart-store';
import { preparedTexts } from '../db/prepared-texts';
import { notLoggedIn, ok } from '../http';
import { parseBody } from '../request-body';
import type { Handler } from '../router';
import { sessionCookiesOf, sessionHolds, sha256 } from '../session';
import { customerPageQuery, type CustomerPageRow } from './customer-page-query';
import { summaryFields } from './customer-summary';
import { userPayload } from './sign-user';

/**
 * POST /x/customer/page/{lang} (extension, customers only): `{ ids }` → the summary's fields and
 * `prices` of those products, what a signed-in page view asks on top of its public HTML, in one
 * call and ONE statement (customerPageQuery), session included: each statement's fixed cost, not
 * its lookup, dominated the call. It checks the session itself, in the guard's order (withCustomer):
 * 401 for guests before the body is read, and for a bad body 401 unless the session holds, then 400.
 */
export const getCustomerPage: Handler = async (ctx) => {
  const cookies = sessionCookiesOf(ctx.request);
  if (!cookies) return notLoggedIn();
  const parsed = await parseBody(customerPagePayloadSchema, ctx.request);
  if ('response' in parsed) return (await ctx.session()) ? parsed.response : notLoggedIn();
  const now = new Date();
  const [text] = await preparedTexts(ctx.db, 'customer_page', customerPageQuery(ctx.db, sha256(cookies.sid), now, parsed.data.ids));
  if (!text) return notLoggedIn();
  const row = JSON.parse(text) as CustomerPageRow;
  const found = { idHash: row.idHash, authCheck: row.authCheck, lastSeenAt: new Date(row.lastSeenMs), customerActive: row.active };
  if (!(await sessionHolds(ctx.db, found, cookies.authCheck, now))) return notLoggedIn();
  const lastAuthCheck = row.lastAuthCheckMs === null ? null : new Date(row.lastAuthCheckMs);
  const user = userPayload({ ...row, lastAuthCheck }, row.authCheck);
  return ok({ ...summaryFields(user, pricedCartOf(row.cart ?? []), row.wishes), prices: (row.prices ?? []).map(customerPriceOf) });
};
