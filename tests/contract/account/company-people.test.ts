import { eq } from 'drizzle-orm';
import { ordersResponseSchema, invoicesResponseSchema, orderDetailResponseSchema } from '@/lib/contract/schemas/account';
import { paymentMethodsResponseSchema, placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { customerPricesResponseSchema } from '@/lib/contract/schemas/customer-prices';
import { creditResponseSchema } from '@/lib/contract/schemas/trade-terms';
import { signUserResponseSchema } from '@/lib/contract/schemas/user';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { buildBackend } from '@/lib/backend';
import { getDb } from '@/lib/backend/db/client';
import { removePerson } from '@/lib/backend/accounts/people';
import { customers, invoices, orders, priceListNetPrices, priceLists } from '@/lib/backend/db/schema';
import { envRestorer } from '@/tests/support/env';
import { call, callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { add } from '../cart/support';
import { buyer, placeBasket, readyBasket, stockedProducts } from '../checkout/support';
import { errorsOf, signIn, SLOW } from './helpers';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
const FORBIDDEN = [{ key: 'user', code: 'messages.user.forbidden' }];

/** POST /test-hooks/company/person through a backend built with the hooks on: the hook's answer. */
async function addPerson(body: { owner_email: string; email: string; role: string; limit?: number | null }) {
  const restore = envRestorer('E2E_TEST_HOOKS');
  process.env.E2E_TEST_HOOKS = '1';
  try {
    const backend = buildBackend();
    const response = await backend(new Request(`http://backend${V1}/test-hooks/company/person`, { method: 'POST', body: JSON.stringify(body) }));
    return { status: response.status, body: (await response.json()) as unknown };
  } finally {
    restore();
  }
}

const get = async (cookie: string, path: string) => callJson('GET', V1 + path, { cookie });

async function orderIdsOf(cookie: string): Promise<number[]> {
  const answer = await get(cookie, '/customer/orders/50/0');
  expect(answer.status).toBe(200);
  return ordersResponseSchema.parse(answer.body).orders.map((o) => o.id);
}

async function invoiceNamesOf(cookie: string): Promise<string[]> {
  const answer = await get(cookie, '/customer/invoices/50/0');
  expect(answer.status).toBe(200);
  return invoicesResponseSchema.parse(answer.body).invoices.map((i) => i.name);
}

/** Places an order of 1 piece of `productId` as the person of `cookie` (courier, bank transfer); its id and invoice URL. */
async function placeOne(cookie: string, productId: number) {
  const placed = await placeBasket(cookie, await readyBasket(cookie, productId, 1));
  expect(placed.status).toBe(200);
  const { order } = placeOrderResponseSchema.parse(placed.body);
  const detail = orderDetailResponseSchema.parse((await get(cookie, `/customer/order/detail/${order.id}/sk`)).body).orders;
  return { id: order.id, invoiceUrl: detail.invoice!.invoice_url, invoiceNumber: detail.invoice!.number };
}

describeOnEachDriver('a company of several people (decision 059)', (driver) => {
  const ownerEmail = `majitel-${driver}@firma-a.sk`;
  const buyerEmail = `technik-${driver}@firma-a.sk`;
  const accountantEmail = `uctovnik-${driver}@firma-a.sk`;
  let owner: string;
  let technik: string;
  let uctovnik: string;
  let stranger: string;
  let product: { id: number; priceCents: number };
  let netCents: number;

  beforeAll(async () => {
    const db = await getDb();
    owner = await buyer(ownerEmail);
    stranger = await buyer(`cudzi-${driver}@firma-b.sk`);
    const [stocked] = await stockedProducts(1);
    product = { id: stocked!.id, priceCents: stocked!.priceCents };
    netCents = Math.round(product.priceCents * 0.7);
    const [list] = await db
      .insert(priceLists)
      .values({ code: `firma-a-${driver}`, name: 'Firma A' })
      .returning({ id: priceLists.id });
    await db.insert(priceListNetPrices).values({ priceListId: list!.id, productId: product.id, priceCents: netCents });
    await db.update(customers).set({ priceListId: list!.id, paymentTermsDays: 30, creditLimitCents: 5_000_000 }).where(eq(customers.email, ownerEmail));

    expect((await addPerson({ owner_email: ownerEmail, email: buyerEmail, role: 'buyer', limit: 1000 })).status).toBe(200);
    expect((await addPerson({ owner_email: ownerEmail, email: accountantEmail, role: 'accountant' })).status).toBe(200);
    // the hook's people sign in with their own password
    technik = (await signIn(buyerEmail, 'Demo1234!')).cookie;
    uctovnik = (await signIn(accountantEmail, 'Demo1234!')).cookie;
  });
  afterEach(settleBackgroundWork);

  it('answers each person with their role and limit and the company’s name', async () => {
    const userOf = async (cookie: string) => signUserResponseSchema.parse((await get(cookie, '/sign/user')).body).user;
    const [o, b, a] = await Promise.all([userOf(owner), userOf(technik), userOf(uctovnik)]);
    expect(o).toMatchObject({ email: ownerEmail, role: 'owner', order_limit_exc_vat: null, company_name: 'Test Montáže s.r.o.' });
    expect(b).toMatchObject({ email: buyerEmail, role: 'buyer', order_limit_exc_vat: 1000, company_name: 'Test Montáže s.r.o.' });
    expect(a).toMatchObject({ email: accountantEmail, role: 'accountant', order_limit_exc_vat: null, company_name: 'Test Montáže s.r.o.' });
  });

  it('prices, payment terms and credit are the account’s; a buyer is not shown the credit', async () => {
    const priceFor = async (cookie: string) =>
      customerPricesResponseSchema.parse((await callJson('POST', `${V1}/x/customer/prices`, { cookie, body: { ids: [product.id] } })).body).prices[0]!
        .price_exc_vat;
    expect(await priceFor(technik)).toBe(netCents / 100);
    expect(await priceFor(uctovnik)).toBe(netCents / 100);
    expect(await priceFor(stranger)).toBe(product.priceCents / 100);

    const onAccount = async (cookie: string) =>
      paymentMethodsResponseSchema.parse((await get(cookie, '/cart/payment/sk')).body).payments.find((p) => p.due_days !== undefined);
    expect(await onAccount(technik)).toMatchObject({ due_days: 30 });
    expect(await onAccount(stranger)).toBeUndefined();

    const creditOf = async (cookie: string) => creditResponseSchema.parse((await get(cookie, '/x/customer/credit')).body).credit;
    expect(await creditOf(owner)).toMatchObject({ due_days: 30, limit: 50_000 });
    expect(await creditOf(uctovnik)).toMatchObject({ due_days: 30, limit: 50_000 });
    expect(await creditOf(technik)).toBeNull();
  });

  it('refuses an accountant the basket and placing with 403 messages.user.forbidden', async () => {
    const added = await add(uctovnik, product.id, 1);
    expect(added.status).toBe(403);
    expect(errorsOf(added.body)).toEqual(FORBIDDEN);
    const placed = await placeBasket(uctovnik, 1);
    expect(placed.status).toBe(403);
    expect(errorsOf(placed.body)).toEqual(FORBIDDEN);
  });

  it('lets a buyer read only their own orders and invoices, the owner and accountant the company’s, another company none', async () => {
    const mine = await placeOne(technik, product.id);
    const ownersOrder = await placeOne(owner, product.id);
    const db = await getDb();
    const [ownerRow] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, ownerEmail));
    // both orders and invoices belong to the account; the buyer's order is the buyer's
    const rows = await db.select({ id: orders.id, accountId: orders.accountId }).from(orders).where(eq(orders.accountId, ownerRow!.id));
    expect(rows.map((r) => r.id).sort()).toEqual([mine.id, ownersOrder.id].sort());
    const [invoice] = await db.select({ accountId: invoices.accountId }).from(invoices).where(eq(invoices.orderId, mine.id));
    expect(invoice!.accountId).toBe(ownerRow!.id);

    expect(await orderIdsOf(technik)).toEqual([mine.id]);
    expect(await invoiceNamesOf(technik)).toEqual([mine.invoiceNumber]);
    for (const cookie of [owner, uctovnik]) {
      expect(await orderIdsOf(cookie)).toEqual([ownersOrder.id, mine.id]);
      expect(await invoiceNamesOf(cookie)).toEqual([ownersOrder.invoiceNumber, mine.invoiceNumber]);
      expect((await get(cookie, `/customer/order/detail/${mine.id}/sk`)).status).toBe(200);
      expect((await call('GET', mine.invoiceUrl, { cookie })).status).toBe(200);
    }
    // the buyer: not the owner's order, nor its invoice, as if they did not exist
    expect((await get(technik, `/customer/order/detail/${ownersOrder.id}/sk`)).status).toBe(404);
    expect((await call('GET', ownersOrder.invoiceUrl, { cookie: technik })).status).toBe(404);
    // another company: nothing of company A
    expect(await orderIdsOf(stranger)).toEqual([]);
    for (const order of [mine, ownersOrder]) {
      expect((await get(stranger, `/customer/order/detail/${order.id}/sk`)).status).toBe(404);
      expect((await call('GET', order.invoiceUrl, { cookie: stranger })).status).toBe(404);
      expect((await get(stranger, `/x/customer/invoice/${order.invoiceNumber}/xml`)).status).toBe(404);
    }
    // an accountant cannot copy an order into a basket; a buyer cannot copy the owner's
    const copy = (cookie: string, id: number) => callJson('PUT', `${V1}/customer/order/duplicateIntoBasket/${id}`, { cookie, body: { basket: null } });
    expect((await copy(uctovnik, mine.id)).status).toBe(403);
    expect((await copy(technik, ownersOrder.id)).status).toBe(404);
    expect((await copy(technik, mine.id)).status).toBe(200);
  });

  it('ends a removed person’s sessions at once and keeps their orders; never removes the owner or another company’s person', async () => {
    const db = await getDb();
    const leaving = `odchadzajuci-${driver}@firma-a.sk`;
    expect((await addPerson({ owner_email: ownerEmail, email: leaving, role: 'buyer' })).status).toBe(200);
    const { cookie } = await signIn(leaving, 'Demo1234!');
    const placed = await placeOne(cookie, product.id);
    const [person] = await db.select().from(customers).where(eq(customers.email, leaving));
    const [ownerRow] = await db.select().from(customers).where(eq(customers.email, ownerEmail));
    const [other] = await db
      .select()
      .from(customers)
      .where(eq(customers.email, `cudzi-${driver}@firma-b.sk`));
    expect(await removePerson(db, ownerRow!.id, ownerRow!.id)).toBe(false);
    expect(await removePerson(db, ownerRow!.id, other!.id)).toBe(false);
    expect(await removePerson(db, ownerRow!.id, person!.id)).toBe(true);
    expect((await get(cookie, '/sign/user')).status).toBe(401);
    expect((await callJson('POST', `${V1}/sign/in`, { body: { email: leaving, password: 'Demo1234!' } })).status).toBe(403);
    expect(await orderIdsOf(owner)).toContain(placed.id);
  });

  it('refuses the hook an e-mail of another company', async () => {
    const taken = await addPerson({ owner_email: ownerEmail, email: `cudzi-${driver}@firma-b.sk`, role: 'buyer' });
    expect(taken.status).toBe(409);
    expect(errorsOf(taken.body)).toEqual([{ key: 'email', code: 'messages.company.emailTaken' }]);
  });
});
