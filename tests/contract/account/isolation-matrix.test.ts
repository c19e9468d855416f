import { eq } from 'drizzle-orm';
import { ROUTES } from '@/lib/backend/routes';
import { API_PREFIX } from '@/lib/contract/client';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb } from '@/lib/backend/db/client';
import { invoices, products } from '@/lib/backend/db/schema';
import { call } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { add, basketOf } from '../cart/support';
import { addressOf, twoCompanies } from './company-fixture';
import { EXPECTATIONS, SESSION_READERS, type MatrixData, type MatrixRole } from './isolation-expectations';
import { SLOW } from './helpers';

jest.setTimeout(SLOW * 4);

const label = (route: { method: string; pattern: string }) => `${route.method} ${route.pattern.slice(API_PREFIX.length)}`;

/** Every customer call of the routes table (and the open calls that answer by the session): a new one is covered without editing this test. */
const CUSTOMER_CALLS = ROUTES.filter((route) => route.guard === 'customer' || SESSION_READERS.includes(label(route)));

/** Callers in this order, so the owner's own changes to their cart come after everyone else tried it. */
const ROLES: readonly MatrixRole[] = ['stranger', 'accountant', 'buyer', 'owner'];

it('has an expectation for every customer call and no expectation for a call that is gone', () => {
  const labels = CUSTOMER_CALLS.map(label);
  expect(labels.filter((l) => !(l in EXPECTATIONS))).toEqual([]);
  expect(Object.keys(EXPECTATIONS).filter((l) => !labels.includes(l))).toEqual([]);
});

describeOnEachDriver('the isolation matrix: every customer call as each role of company A and a person of B (decision 059)', (driver) => {
  let co: Awaited<ReturnType<typeof twoCompanies>>;
  let data: MatrixData;
  /** what a role must never find in an answer: the records of the other company, and for the buyer the owner's order */
  let hidden: Record<MatrixRole, string[]>;

  beforeAll(async () => {
    const db = await getDb();
    co = await twoCompanies(`matrix-${driver}`);
    expect((await add(co.a.cookie, co.product.id, 1)).status).toBe(200);
    const cart = await basketOf(co.a.cookie);
    const publicIdOf = async (orderId: number) => (await db.select({ p: invoices.publicId }).from(invoices).where(eq(invoices.orderId, orderId)))[0]!.p;
    const [product] = await db.select({ code: products.code }).from(products).where(eq(products.id, co.product.id));
    data = {
      productId: co.product.id,
      productCode: product!.code,
      basket: cart.id!,
      line: cart.products[0]!.id,
      order: co.ownersOrder.id,
      invoicePublicId: await publicIdOf(co.ownersOrder.id),
      invoiceNumber: co.ownersOrder.invoiceNumber,
      freshAddress: () => addressOf(co.a.id, 'Na odstránenie'),
    };
    // quoted, so one order's address is never found inside a longer one's; invoices by their opaque id
    const marks = async (orderId: number) => [`"${orderPath(orderId)}"`, await publicIdOf(orderId)];
    const ofA = [...(await marks(co.ownersOrder.id)), ...(await marks(co.buyersOrder.id)), 'Sklad A', 'firma-a.sk', 'Ružinov'];
    const ofB = [...(await marks(co.bOrder.id)), 'Sklad B', 'firma-b.sk', 'Cudzia stavba'];
    hidden = { stranger: ofA, accountant: ofB, buyer: [...ofB, ...(await marks(co.ownersOrder.id))], owner: ofB };
  });
  afterEach(settleBackgroundWork);

  it('finds the marks where they belong, so their absence elsewhere means something', async () => {
    const lists = async (cookie: string) =>
      (await Promise.all(['orders', 'invoices'].map(async (list) => (await call('GET', `${API_PREFIX}/x/customer/${list}/50/0`, { cookie })).text()))).join();
    const text = (await lists(co.uctovnik.cookie)) + (await lists(co.b.cookie));
    expect(hidden.stranger.filter((mark) => !text.includes(mark))).toEqual(['Sklad A']);
    expect(hidden.owner.filter((mark) => !text.includes(mark))).toEqual(['Sklad B']);
  });

  it.each(CUSTOMER_CALLS.map(label))('%s answers each role what it may see and nothing of another company', async (name) => {
    const expectation = EXPECTATIONS[name]!;
    const route = CUSTOMER_CALLS.find((r) => label(r) === name)!;
    const cookies: Record<MatrixRole, string> = { stranger: co.b.cookie, accountant: co.uctovnik.cookie, buyer: co.technik.cookie, owner: co.a.cookie };
    const answers: string[] = [];
    for (const role of ROLES) {
      const { path, body } = await expectation.request(data);
      const response = await call(route.method, API_PREFIX + path, { cookie: cookies[role], body });
      const text = response.headers.get('content-type')?.includes('application/pdf') ? '' : await response.text();
      answers.push(`${role}: ${response.status}`);
      const leaked = hidden[role].filter((mark) => text.includes(mark));
      if (leaked.length > 0) answers.push(`${role} was shown ${leaked.join(', ')}`);
    }
    const expected = ROLES.map((role) => `${role}: ${expectation.status[role]}`);
    expect(answers).toEqual(expected);
  });
});
