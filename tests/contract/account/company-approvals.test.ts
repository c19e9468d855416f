import { and, eq } from 'drizzle-orm';
import { approvalResponseSchema, approvalsResponseSchema } from '@/lib/contract/schemas/approvals';
import { ordersResponseSchema } from '@/lib/contract/schemas/account';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { buildBackend } from '@/lib/backend';
import { getDb } from '@/lib/backend/db/client';
import { customers, mailOutbox, orders } from '@/lib/backend/db/schema';
import { envRestorer } from '@/tests/support/env';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { add, basketOf } from '../cart/support';
import { buyer, chooseCourier, placeBasket, readyBasket, stockedProducts } from '../checkout/support';
import { accountMethod, customerId } from '../checkout/on-account-support';
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

const submit = (cookie: string, basket: number) => callJson('POST', `${V1}/x/cart/approval`, { cookie, body: { basket } });
const approve = (cookie: string, id: number) => callJson('POST', `${V1}/x/company/approvals/${id}/approve`, { cookie });
const reject = (cookie: string, id: number, note: string) => callJson('POST', `${V1}/x/company/approvals/${id}/reject`, { cookie, body: { note } });

async function listOf(cookie: string, path: '/x/company/approvals' | '/x/cart/approvals') {
  const answer = await callJson('GET', V1 + path, { cookie });
  expect(answer.status).toBe(200);
  return approvalsResponseSchema.parse(answer.body).approvals;
}

/** Submits a ready basket of `quantity` pieces of the product; the request. */
async function submitted(cookie: string, productId: number, quantity = 1, payment?: number) {
  const basket = await readyBasket(cookie, productId, quantity);
  if (payment !== undefined) await chooseCourier(cookie, basket, undefined, payment);
  const answer = await submit(cookie, basket);
  expect(answer.status).toBe(200);
  return { basket, approval: approvalResponseSchema.parse(answer.body).approval };
}

const mailsOf = async (to: string, kind: string) =>
  (await getDb())
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));

describeOnEachDriver('approvals of a buyer’s order over their limit (decision 059)', (driver) => {
  const ownerEmail = `majitel-schval-${driver}@firma-a.sk`;
  const buyerEmail = `technik-schval-${driver}@firma-a.sk`;
  const bigBuyerEmail = `veduci-schval-${driver}@firma-a.sk`;
  const accountantEmail = `uctovnik-schval-${driver}@firma-a.sk`;
  let owner: string;
  let ownerId: number;
  let technik: string;
  let veduci: string;
  let uctovnik: string;
  let stranger: string;
  let productId: number;
  let productCode: string;

  beforeAll(async () => {
    owner = await buyer(ownerEmail);
    ownerId = await customerId(ownerEmail);
    stranger = await buyer(`cudzi-schval-${driver}@firma-b.sk`);
    await (await getDb()).update(customers).set({ paymentTermsDays: 30, creditLimitCents: 50_000_000 }).where(eq(customers.id, ownerId));
    const [product] = await stockedProducts(1, 200);
    productId = product!.id;
    productCode = product!.code;
    expect((await addPerson({ owner_email: ownerEmail, email: buyerEmail, role: 'buyer', limit: 1 })).status).toBe(200);
    expect((await addPerson({ owner_email: ownerEmail, email: bigBuyerEmail, role: 'buyer', limit: 1_000_000 })).status).toBe(200);
    expect((await addPerson({ owner_email: ownerEmail, email: accountantEmail, role: 'accountant' })).status).toBe(200);
    technik = (await signIn(buyerEmail, 'Demo1234!')).cookie;
    veduci = (await signIn(bigBuyerEmail, 'Demo1234!')).cookie;
    uctovnik = (await signIn(accountantEmail, 'Demo1234!')).cookie;
  });
  afterEach(settleBackgroundWork);

  it('refuses placing over the limit with 409 needsApproval and keeps the cart; within it, places and refuses submitting', async () => {
    const basket = await readyBasket(technik, productId, 1);
    const refused = await placeBasket(technik, basket);
    expect(refused.status).toBe(409);
    const [item] = errorsOf(refused.body);
    expect(item).toMatchObject({ key: 'basket', code: 'messages.order.needsApproval', params: { limit: 1 } });
    expect(Number((item!.params as { order: number }).order)).toBeGreaterThan(1);
    const cart = await basketOf(technik);
    expect(cart.id).toBe(basket);
    expect(cart.products.length).toBeGreaterThan(0);

    const small = await readyBasket(veduci, productId, 1);
    const notNeeded = await submit(veduci, small);
    expect(notNeeded.status).toBe(409);
    expect(errorsOf(notNeeded.body)).toEqual([{ key: 'basket', code: 'messages.approval.notNeeded' }]);
    expect((await placeBasket(veduci, small)).status).toBe(200);
  });

  it('submitting freezes the cart, opens a new empty one, mails the owner once; a double submit is one request', async () => {
    const mailsBefore = (await mailsOf(ownerEmail, 'approval-requested')).length;
    const basket = (await basketOf(technik)).id!;
    const [first, second] = await Promise.all([submit(technik, basket), submit(technik, basket)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const a = approvalResponseSchema.parse(first.body).approval;
    expect(approvalResponseSchema.parse(second.body).approval.id).toBe(a.id);
    expect(a).toMatchObject({ state: 'pending', order: null, requester: { email: buyerEmail } });
    expect(a.total_exc_vat).toBeGreaterThan(1);
    expect(a.lines).toEqual([expect.objectContaining({ quantity: 1 })]);

    const fresh = await basketOf(technik);
    expect(fresh.id).not.toBe(basket);
    expect(fresh.products).toHaveLength(0);
    const frozenNote = await callJson('PATCH', `${V1}/basket/note`, { cookie: technik, body: { basket, note: 'zmena' } });
    expect(frozenNote.status).toBe(404);

    const mails = await mailsOf(ownerEmail, 'approval-requested');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.textBody).toContain('/account/approvals');
    expect((await listOf(technik, '/x/cart/approvals')).map((r) => [r.id, r.state])).toContainEqual([a.id, 'pending']);
    expect((await listOf(owner, '/x/company/approvals'))[0]).toMatchObject({ id: a.id, state: 'pending' });
  });

  it('lets only the owner decide; another company gets 404 and never sees the request', async () => {
    const [pending] = await listOf(owner, '/x/company/approvals');
    for (const cookie of [technik, uctovnik]) {
      expect(errorsOf((await approve(cookie, pending!.id)).body)).toEqual(FORBIDDEN);
      expect((await reject(cookie, pending!.id, 'nie')).status).toBe(403);
      expect((await callJson('GET', `${V1}/x/company/approvals`, { cookie })).status).toBe(403);
    }
    expect((await callJson('GET', `${V1}/x/cart/approvals`, { cookie: uctovnik })).status).toBe(403);
    expect((await approve(stranger, pending!.id)).status).toBe(404);
    expect((await reject(stranger, pending!.id, 'nie')).status).toBe(404);
    expect(await listOf(stranger, '/x/company/approvals')).toEqual([]);
  });

  it('approves exactly once under ten concurrent calls: one order, the buyer’s, recording who approved', async () => {
    const [pending] = (await listOf(owner, '/x/company/approvals')).filter((r) => r.state === 'pending');
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(owner, pending!.id)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const orderIds = new Set(answers.map((r) => approvalResponseSchema.parse(r.body).approval.order?.id));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds];
    const rows = await (await getDb()).select().from(orders).where(eq(orders.approvedBy, ownerId));
    expect(rows.map((o) => o.id)).toEqual([orderId]);
    expect(rows[0]!.customerId).toBe(await customerId(buyerEmail));
    const listed = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/50/0`, { cookie: technik })).body).orders;
    expect(listed.map((o) => o.id)).toContain(orderId);
    expect((await listOf(technik, '/x/cart/approvals')).find((r) => r.id === pending!.id)).toMatchObject({ state: 'approved' });
  });

  it('re-checks the company’s credit when approving: a refusal keeps the request pending', async () => {
    const { approval } = await submitted(technik, productId, 1, await accountMethod());
    const db = await getDb();
    await db.update(customers).set({ creditLimitCents: 1 }).where(eq(customers.id, ownerId));
    const refused = await approve(owner, approval.id);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)).toEqual([expect.objectContaining({ key: 'payment', code: 'messages.order.creditLimit' })]);
    expect((await listOf(owner, '/x/company/approvals')).find((r) => r.id === approval.id)).toMatchObject({ state: 'pending', order: null });

    await db.update(customers).set({ creditLimitCents: 50_000_000 }).where(eq(customers.id, ownerId));
    const approved = await approve(owner, approval.id);
    expect(approved.status).toBe(200);
    expect(approvalResponseSchema.parse(approved.body).approval).toMatchObject({ state: 'approved' });
  });

  it('rejects with a note: the buyer gets the lines back summed into their cart and a mail with the note', async () => {
    const { approval } = await submitted(technik, productId, 2);
    expect((await add(technik, productId, 3)).status).toBe(200);
    const note = 'Príliš drahé, objednaj menšie balenie.';
    const answer = await reject(owner, approval.id, note);
    expect(answer.status).toBe(200);
    expect(approvalResponseSchema.parse(answer.body).approval).toMatchObject({ state: 'rejected', note, order: null });
    const cart = await basketOf(technik);
    expect(cart.products.find((line) => line.code === productCode)?.quantity).toBe(5);
    const mails = await mailsOf(buyerEmail, 'approval-rejected');
    expect(mails.at(-1)!.textBody).toContain(note);

    expect(errorsOf((await reject(owner, approval.id, 'znova')).body)).toEqual([{ key: 'approval', code: 'messages.approval.decided' }]);
    expect((await approve(owner, approval.id)).status).toBe(409);
    expect((await listOf(technik, '/x/cart/approvals')).find((r) => r.id === approval.id)).toMatchObject({ state: 'rejected', note });
  });
});
