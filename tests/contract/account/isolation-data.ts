import { eq, sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/backend/db/client';
import { buildingSites, customers, invoices, orders, products } from '@/lib/backend/db/schema';
import { issueInvitation } from '@/lib/backend/accounts/invitations';
import { approvalResponseSchema } from '@/lib/contract/schemas/approvals';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { callJson } from '../support/backend';
import { add, basketOf } from '../cart/support';
import { readyBasket } from '../checkout/support';
import { addressOf, colleague, twoCompanies } from './company-fixture';
import type { MatrixData, MatrixRole } from './isolation-expectations';

/** A buyer's limit every cart passes (1 cent), so each of the buyer's carts needs approval. */
const TINY_LIMIT_CENTS = 1;

/** An open invitation of the account (as the owner's POST /x/company/invitations makes it, without its mail). */
async function invitationOf(accountId: number, email: string): Promise<string> {
  const db = await getDb();
  await issueInvitation(db, { accountId, email, role: 'buyer', orderLimitCents: null, invitedBy: accountId });
  return email;
}

/** A building site of the account; its id. */
async function siteOf(accountId: number, name: string, jobReference: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(buildingSites).values({ accountId, name, jobReference, city: 'Trnava' }).returning({ id: buildingSites.id });
  return row!.id;
}

/**
 * Company A and B of the matrix (company-fixture.ts twoCompanies), and besides their orders: A's
 * buyer with a limit every cart passes and a pending request of theirs, a site and an invitation of
 * A; a person and an invitation of B. `data` is what the requests point at; `hidden` what each role
 * must never find in an answer: the other company's records, and for the buyer the owner's order.
 */
export async function matrixCompanies(tag: string) {
  const db = await getDb();
  const co = await twoCompanies(tag);
  await db.update(customers).set({ orderLimitCents: TINY_LIMIT_CENTS }).where(eq(customers.id, co.technik.id));
  const pendingApproval = async () => {
    const answer = await callJson('POST', '/admin/v1/x/cart/approval', {
      cookie: co.technik.cookie,
      body: { basket: await readyBasket(co.technik.cookie, co.product.id, 1) },
    });
    if (answer.status !== 200) throw new Error(`submitting for approval: ${answer.status} ${JSON.stringify(answer.body)}`);
    return approvalResponseSchema.parse(answer.body).approval.id;
  };
  const approval = await pendingApproval();
  const alfa = await siteOf(co.a.id, 'Stavba Alfa', `ALFA-${tag}`);
  const invited = await invitationOf(co.a.id, `pozvany-${tag}@firma-a.sk`);
  await colleague(co.b.id, `technik-${tag}@firma-b.sk`, 'buyer');
  const bInvited = await invitationOf(co.b.id, `pozvany-${tag}@firma-b.sk`);

  // A's owner's order as a card order whose payment failed, so the card payment calls have one to retry
  await db.update(orders).set({ paymentState: 'failed' }).where(eq(orders.id, co.ownersOrder.id));
  expect((await add(co.a.cookie, co.product.id, 1)).status).toBe(200);
  const cart = await basketOf(co.a.cookie);
  const publicIdOf = async (orderId: number) => (await db.select({ p: invoices.publicId }).from(invoices).where(eq(invoices.orderId, orderId)))[0]!.p;
  const [product] = await db.select({ code: products.code }).from(products).where(eq(products.id, co.product.id));
  let made = 0;
  const data: MatrixData = {
    productId: co.product.id,
    productCode: product!.code,
    basket: cart.id!,
    line: cart.products[0]!.id,
    order: co.ownersOrder.id,
    invoicePublicId: await publicIdOf(co.ownersOrder.id),
    invoiceNumber: co.ownersOrder.invoiceNumber,
    site: alfa,
    freshAddress: () => addressOf(co.a.id, 'Na odstránenie'),
    freshBuyersBasket: () => readyBasket(co.technik.cookie, co.product.id, 1),
    freshApproval: pendingApproval,
    freshPerson: async () => (await colleague(co.a.id, `kolega-${tag}-${++made}@firma-a.sk`, 'buyer')).id,
    freshInvitation: () => invitationOf(co.a.id, `pozvanka-${tag}-${++made}@firma-a.sk`),
    freshSite: () => siteOf(co.a.id, `Stavba A ${++made}`, `STAVBA-A-${tag}-${made}`),
    newEmail: () => `nova-osoba-${tag}-${++made}@example.sk`,
  };

  // quoted, so one order's address is never found inside a longer one's; invoices by their opaque id;
  // a request for approval by its id where its object starts; e-mails of people and invitations by the domain and each
  const marks = async (orderId: number) => [`"${orderPath(orderId)}"`, await publicIdOf(orderId)];
  const jobReferences = async (accountId: number) =>
    (await db.select({ r: buildingSites.jobReference }).from(buildingSites).where(eq(buildingSites.accountId, accountId))).map((r) => `"${r.r}"`);
  const ofA = [
    ...(await marks(co.ownersOrder.id)),
    ...(await marks(co.buyersOrder.id)),
    `{"id":${approval},"state":"pending"`,
    'Sklad A',
    'firma-a.sk',
    invited,
    'Ružinov',
    'Stavba Alfa',
    ...(await jobReferences(co.a.id)),
  ];
  const ofB = [...(await marks(co.bOrder.id)), 'Sklad B', 'firma-b.sk', bInvited, 'Cudzia stavba', ...(await jobReferences(co.b.id))];
  const hidden: Record<MatrixRole, string[]> = { stranger: ofA, accountant: ofB, buyer: [...ofB, ...(await marks(co.ownersOrder.id))], owner: ofB };
  return { co, data, hidden, approval };
}

/**
 * A fingerprint of every row of the account: its people, their addresses, sites, invitations,
 * shared addresses, requests for approval, carts and their lines, orders and invoices. A call refused
 * with 403 or 404, and any call of another company, must leave it as it was.
 */
export async function accountFingerprint(accountId: number): Promise<string> {
  const db = await getDb();
  const people = sql`(SELECT id FROM customers WHERE id = ${accountId} OR company_account_id = ${accountId})`;
  const tables = [
    sql`SELECT t::text AS r FROM customers t WHERE t.id IN ${people}`,
    sql`SELECT t::text FROM addresses t WHERE t.customer_id IN ${people}`,
    ...['building_sites', 'company_invitations', 'company_addresses', 'order_approvals', 'carts', 'orders', 'invoices'].map(
      (table) => sql`SELECT t::text FROM ${sql.raw(table)} t WHERE t.account_id = ${accountId}`,
    ),
    sql`SELECT l::text FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.account_id = ${accountId}`,
  ];
  const [row] = await queryRows<{ d: string }>(
    db,
    sql`SELECT md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS d FROM (${sql.join(tables, sql` UNION ALL `)}) rows`,
  );
  return row!.d;
}
