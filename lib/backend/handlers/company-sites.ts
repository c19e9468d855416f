import 'server-only';
import { eq } from 'drizzle-orm';
import { siteChoicePayloadSchema, sitePayloadSchema } from '@/lib/contract/schemas/requests/site';
import { lockCustomerCart } from '../cart/cart-store';
import type { CustomerContext, CustomerHandler } from '../customer-guard';
import { customers } from '../db/schema';
import { notFound, ok } from '../http';
import { wholeNumber } from '../path-params';
import { withBody } from '../request-body';
import { archiveSite, insertSite, listSites, liveSiteOf, siteOf, updateSite } from '../accounts/sites';

// Building sites (docs/decisions/059-company-accounts.md): a site of another account, an archived
// one or a malformed id is answered 404 `messages.site.notFound`, never 403.

async function sitesAnswer({ db, customer }: Pick<CustomerContext, 'db' | 'customer'>, current: number | null) {
  return ok({ sites: (await listSites(db, customer)).map(siteOf), current });
}

/** GET /x/company/sites: the account's live sites and the person's current one (every role). */
export const getSites: CustomerHandler = (ctx) => sitesAnswer(ctx, ctx.customer.currentSiteId);

/** POST /x/company/sites: adds a site (owner and buyer); 400 naming each bad field. */
export const addSite: CustomerHandler = withBody(sitePayloadSchema, async ({ db, customer }, payload) =>
  ok({ site: siteOf(await insertSite(db, customer, payload)) }),
);

/** PATCH /x/company/sites/{id}: saves a site (owner and buyer). */
export const editSite: CustomerHandler = withBody(sitePayloadSchema, async ({ db, customer, params }, payload) => {
  const id = wholeNumber(params.id);
  const row = id === null ? null : await updateSite(db, customer, id, payload);
  return row ? ok({ site: siteOf(row) }) : notFound('site');
});

/** DELETE /x/company/sites/{id}: archives a site (owner and buyer); whoever ordered for it has no site then. */
export const removeSite: CustomerHandler = async (ctx) => {
  const id = wholeNumber(ctx.params.id);
  if (id === null || !(await archiveSite(ctx.db, ctx.customer, id))) return notFound('site');
  return sitesAnswer(ctx, ctx.customer.currentSiteId === id ? null : ctx.customer.currentSiteId);
};

/**
 * PUT /x/customer/site `{ site: id | null }`: the site the person orders for now, so their basket
 * becomes their open cart of that site (lib/backend/cart/cart-store.ts). Under the cart lock, so a
 * basket change running at the same moment lands wholly in one cart or the other.
 */
export const chooseSite: CustomerHandler = withBody(siteChoicePayloadSchema, async (ctx, { site }) => {
  const { db, customer } = ctx;
  if (site !== null && !(await liveSiteOf(db, customer, site))) return notFound('site');
  await db.transaction(async (tx) => {
    await lockCustomerCart(tx, customer.id);
    await tx.update(customers).set({ currentSiteId: site }).where(eq(customers.id, customer.id));
  });
  return sitesAnswer(ctx, site);
});
