import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { buildingSites, companyAddresses, customers, invoices, orders } from '@/lib/backend/db/schema';
import { createSession } from '@/lib/backend/session';
import { orderDetailResponseSchema } from '@/lib/contract/schemas/account';
import { placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { callJson } from '../support/backend';
import { buyer, placeBasket, readyBasket, stockedProducts } from '../checkout/support';

/** A signed-in person of a test company: their session cookie and customer id. */
export interface Signed {
  cookie: string;
  id: number;
}

async function idOf(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row!.id;
}

/** A new company of one (its owner), signed in. */
export async function owner(email: string): Promise<Signed> {
  const cookie = await buyer(email);
  return { cookie, id: await idOf(email) };
}

/**
 * A colleague in the owner's company, signed in without a password (the invitation is another part's
 * test): the row the acceptance writes, decision 059 (empty company fields, the account, role, limit).
 */
export async function colleague(account: number, email: string, role: 'buyer' | 'accountant', limitCents: number | null = null): Promise<Signed> {
  const db = await getDb();
  const [row] = await db
    .insert(customers)
    .values({
      email,
      passwordHash: 'not-a-hash',
      companyName: '',
      companyId: '',
      companyAccountId: account,
      role,
      orderLimitCents: limitCents,
      firstName: email.split('@')[0]!,
    })
    .returning({ id: customers.id });
  const { sid, authCheck } = await createSession(db, row!.id);
  return { cookie: `sid=${sid}; auth_check=${authCheck}`, id: row!.id };
}

/** An order the person placed (1 piece, courier, bank transfer), with its invoice. */
export interface Placed {
  id: number;
  number: string;
  invoiceNumber: string;
  invoiceUrl: string;
}

export async function placeOne(cookie: string, productId: number): Promise<Placed> {
  const placed = await placeBasket(cookie, await readyBasket(cookie, productId, 1));
  if (placed.status !== 200) throw new Error(`placing: ${placed.status} ${JSON.stringify(placed.body)}`);
  const { order } = placeOrderResponseSchema.parse(placed.body);
  const detail = orderDetailResponseSchema.parse((await callJson('GET', `/admin/v1/customer/order/detail/${order.id}/sk`, { cookie })).body).orders;
  return { id: order.id, number: detail.number, invoiceNumber: detail.invoice!.number, invoiceUrl: detail.invoice!.invoice_url };
}

/** Two building sites of the account; the orders' site written as placement under a site would (another part builds that). */
export async function sitesFor(account: number, names: [string, string]): Promise<[number, number]> {
  const db = await getDb();
  const rows = await db
    .insert(buildingSites)
    .values(names.map((name, i) => ({ accountId: account, name, jobReference: `ZAK-${account}-${i + 1}` })))
    .returning({ id: buildingSites.id });
  return [rows[0]!.id, rows[1]!.id];
}

export async function putOnSite(orderIds: number[], site: number): Promise<void> {
  const db = await getDb();
  await db.update(orders).set({ siteId: site }).where(inArray(orders.id, orderIds));
}

/** A shared delivery address of the account; its id. */
export async function addressOf(account: number, label: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(companyAddresses)
    .values({ accountId: account, label, firstName: 'Ján', lastName: 'Sklad', street: 'Priemyselná 1', city: 'Senec', zip: '90301' })
    .returning({ id: companyAddresses.id });
  return row!.id;
}

/** The invoice numbers of orders (for markers no other company may see). */
export async function invoiceNumbersOf(orderIds: number[]): Promise<string[]> {
  const db = await getDb();
  return (await db.select({ n: invoices.number }).from(invoices).where(inArray(invoices.orderId, orderIds))).map((r) => r.n);
}

/**
 * Company A (owner, a buyer with no limit, an accountant; an order each by owner and buyer, on two
 * sites; a shared address) and company B (an owner with an order, a site and an address of its own).
 */
export async function twoCompanies(tag: string) {
  const [product] = await stockedProducts(1);
  const a = await owner(`majitel-${tag}@firma-a.sk`);
  const technik = await colleague(a.id, `technik-${tag}@firma-a.sk`, 'buyer');
  const uctovnik = await colleague(a.id, `uctovnik-${tag}@firma-a.sk`, 'accountant');
  const b = await owner(`majitel-${tag}@firma-b.sk`);
  const ownersOrder = await placeOne(a.cookie, product!.id);
  const buyersOrder = await placeOne(technik.cookie, product!.id);
  const bOrder = await placeOne(b.cookie, product!.id);
  const [ruzinov, senec] = await sitesFor(a.id, ['Ružinov', 'Senec']);
  const [bSite] = await sitesFor(b.id, ['Cudzia stavba', 'Iná stavba']);
  await putOnSite([ownersOrder.id], ruzinov);
  await putOnSite([buyersOrder.id], senec);
  await putOnSite([bOrder.id], bSite);
  const address = await addressOf(a.id, 'Sklad A');
  const bAddress = await addressOf(b.id, 'Sklad B');
  return { product: product!, a, technik, uctovnik, b, ownersOrder, buyersOrder, bOrder, sites: { ruzinov, senec, bSite }, address, bAddress };
}
