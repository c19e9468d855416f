import { and, eq } from 'drizzle-orm';
import { paymentMethodsResponseSchema, placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { orderDetailResponseSchema } from '@/lib/contract/schemas/account';
import { creditResponseSchema } from '@/lib/contract/schemas/trade-terms';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb } from '@/lib/backend/db/client';
import { carts, customers, invoices, mailOutbox, orders } from '@/lib/backend/db/schema';
import { skDate } from '@/lib/backend/invoices/pdf-kit';
import { toCents } from '@/lib/shared/format/money';
import { call, callJson } from '../support/backend';
import { pdfText } from '../../support/pdf-text';
import { describeOnEachDriver } from '../support/drivers';
import { errorsOf, SLOW } from '../account/helpers';
import { basketOf } from '../cart/support';
import { accountBasket, accountMethod, company, unpaidInvoice } from './on-account-support';
import { chooseCourier, openCartWith, placeBasket, readyBasket, stockedProducts } from './support';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
const DAY_MS = 86_400_000;
const fold = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');

async function paymentsOf(cookie?: string) {
  const answer = await callJson('GET', `${V1}/cart/payment/sk`, { cookie });
  expect(answer.status).toBe(200);
  return { payments: paymentMethodsResponseSchema.parse(answer.body).payments, cacheControl: answer.headers.get('cache-control') };
}

async function creditOf(cookie: string) {
  const answer = await callJson('GET', `${V1}/x/customer/credit`, { cookie });
  expect(answer.status).toBe(200);
  return creditResponseSchema.parse(answer.body).credit;
}

describeOnEachDriver('buying on account', () => {
  afterEach(settleBackgroundWork);

  it('lists the on-account method only to a company with terms, named by them, privately', async () => {
    const guest = await paymentsOf();
    expect(guest.payments.some((p) => p.due_days !== undefined || p.name.startsWith('Na faktúru'))).toBe(false);
    const prepaying = await company('platba-vopred@example.sk', { days: null, limitCents: null });
    expect((await paymentsOf(prepaying.cookie)).payments.map((p) => p.name)).toEqual(guest.payments.map((p) => p.name));

    const onTerms = await company('splatnost-30@example.sk', { days: 30, limitCents: 500_000 });
    const listed = await paymentsOf(onTerms.cookie);
    const account = listed.payments.find((p) => p.due_days !== undefined);
    expect(account).toMatchObject({ id: await accountMethod(), name: 'Na faktúru so splatnosťou 30 dní', due_days: 30, price: 0 });
    expect(account).toMatchObject({ allow_for_store: true, allow_for_shipping: true });
    expect(listed.cacheControl).toBe('private, no-store');
    expect(listed.payments).toHaveLength(guest.payments.length + 1);
  });

  it('refuses setting the on-account method for a company without terms', async () => {
    const { cookie } = await company('bez-splatnosti@example.sk', { days: null, limitCents: 500_000 });
    const [product] = await stockedProducts(1);
    const basket = await readyBasket(cookie, product!.id, 1);
    const refused = await callJson('PUT', `${V1}/cart/payment`, { cookie, body: { basket, payment: await accountMethod() } });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)).toEqual([{ key: 'payment', code: 'messages.validation.payment.notAllowed' }]);
  });

  it('places an order on account: the invoice is due after the terms, the order named by them, with transfer instructions', async () => {
    const { cookie } = await company('na-fakturu@example.sk', { days: 45, limitCents: null });
    const basket = await accountBasket(cookie);
    const placed = await placeBasket(cookie, basket);
    expect(placed.status).toBe(200);
    const { order } = placeOrderResponseSchema.parse(placed.body);
    const db = await getDb();
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.dueTo.getTime() - invoice!.createdAt.getTime()).toBe(45 * DAY_MS);
    const detail = orderDetailResponseSchema.parse((await callJson('GET', `${V1}/customer/order/detail/${order.id}/sk`, { cookie })).body).orders;
    expect(detail.payment).toBe('Na faktúru so splatnosťou 45 dní');
    expect(detail.payment_instructions?.due_to).toBe(invoice!.dueTo.toISOString());
    // the confirmation mail and the invoice PDF give the same due date and the method's name
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'na-fakturu@example.sk'), eq(mailOutbox.kind, 'order-placed')));
    const due = invoice!.dueTo.toLocaleDateString('sk-SK', { timeZone: 'Europe/Bratislava' });
    expect(mail!.textBody).toContain('Platba: Na faktúru so splatnosťou 45 dní');
    expect(mail!.textBody).toContain(`splatná ${due}.`);
    const pdf = await call('GET', detail.invoice!.invoice_url, { cookie });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Dátum splatnosti ${fold(skDate(invoice!.dueTo))}`);
    expect(text).toContain('Forma úhrady Na faktúru so splatnosťou 45 dní');
  });

  it('keeps 14 days for a company with terms paying another way', async () => {
    const { cookie } = await company('prevodom@example.sk', { days: 60, limitCents: 1 });
    const [product] = await stockedProducts(1);
    const placed = await placeBasket(cookie, await readyBasket(cookie, product!.id, 1));
    expect(placed.status).toBe(200);
    const { order } = placeOrderResponseSchema.parse(placed.body);
    const [invoice] = await (await getDb()).select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.dueTo.getTime() - invoice!.createdAt.getTime()).toBe(14 * DAY_MS);
  });

  it('refuses an order passing the limit with 409 naming the limit, the open invoices and the order; the cart stays', async () => {
    const { cookie, id } = await company('nad-limit@example.sk', { days: 30, limitCents: 100_000 });
    await unpaidInvoice(id, 99_000, -10, '8800000001');
    const basket = await accountBasket(cookie);
    const before = await basketOf(cookie);
    const refused = await placeBasket(cookie, basket);
    expect(refused.status).toBe(409);
    const [error] = errorsOf(refused.body);
    expect(error).toMatchObject({ key: 'payment', code: 'messages.order.creditLimit', params: { limit: 1000, open: 990 } });
    const orderCents = toCents(error!.params!.order!);
    expect(99_000 + orderCents).toBeGreaterThan(100_000);
    expect(await basketOf(cookie)).toEqual(before);
    const [row] = await (await getDb()).select({ status: carts.status }).from(carts).where(eq(carts.id, basket));
    expect(row!.status).toBe('open');
    expect(await (await getDb()).select().from(orders).where(eq(orders.customerId, id))).toHaveLength(0);
  });

  it('refuses an order while an invoice is unpaid beyond the grace period, naming the amount and the days', async () => {
    const { cookie, id } = await company('po-splatnosti@example.sk', { days: 30, limitCents: null });
    await unpaidInvoice(id, 12_345, 6, '8800000002');
    const basket = await accountBasket(cookie);
    // 6 days past due is within the 7 days' grace: placed
    expect((await placeBasket(cookie, basket)).status).toBe(200);
    await unpaidInvoice(id, 20_000, 9, '8800000003');
    const next = await accountBasket(cookie);
    const refused = await placeBasket(cookie, next);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)).toEqual([{ key: 'payment', code: 'messages.order.overdue', params: { overdue: 200, days: 9 } }]);
    // paid: the next try goes through
    await (
      await getDb()
    )
      .update(invoices)
      .set({ notPaidCents: 0 })
      .where(and(eq(invoices.customerId, id), eq(invoices.number, '8800000003')));
    expect((await placeBasket(cookie, next)).status).toBe(200);
  });

  it('20 orders of one company at once never pass the limit together, and each refused one did not fit what was left', async () => {
    const { cookie, id } = await company('zavod-na-limit@example.sk', { days: 30, limitCents: 1 });
    const method = await accountMethod();
    // a product of its own per order: nothing but the company's lock orders the 20 placements
    const products = await stockedProducts(20, 100);
    const orders: Array<{ basket: number; cents: number }> = [];
    for (const product of products) {
      const basket = await openCartWith(id, [{ productId: product.id, quantity: 1 }]);
      await chooseCourier(cookie, basket, undefined, method);
      // each order's total with VAT, as the refusal under a limit of 1 cent names it
      const probe = await placeBasket(cookie, basket);
      expect(probe.status).toBe(409);
      orders.push({ basket, cents: toCents(errorsOf(probe.body)[0]!.params!.order!) });
    }
    const byTotal = orders.map((o) => o.cents).sort((a, b) => a - b);
    // room for the 5 smallest and half of the next: some are placed, most are refused
    const limit = byTotal.slice(0, 5).reduce((sum, c) => sum + c, 0) + Math.floor(byTotal[5]! / 2);
    await (await getDb()).update(customers).set({ creditLimitCents: limit }).where(eq(customers.id, id));
    const answers = await Promise.all(orders.map(({ basket }) => placeBasket(cookie, basket)));
    const placed = orders.filter((_, i) => answers[i]!.status === 200);
    const refused = orders.filter((_, i) => answers[i]!.status === 409);
    expect(placed.length + refused.length).toBe(20);
    expect(placed.length).toBeGreaterThan(0);
    for (const answer of answers.filter((a) => a.status === 409)) expect(errorsOf(answer.body)[0]?.code).toBe('messages.order.creditLimit');
    const open = await (await getDb()).select({ cents: invoices.notPaidCents }).from(invoices).where(eq(invoices.customerId, id));
    const owed = open.reduce((sum, i) => sum + i.cents, 0);
    expect(owed).toBe(placed.reduce((sum, o) => sum + o.cents, 0));
    expect(owed).toBeLessThanOrEqual(limit);
    // counted one after the other: a refused order was over what the limit left when its turn came, so over what it leaves now
    for (const order of refused) expect(order.cents).toBeGreaterThan(limit - owed);
  });

  it('answers the company its own credit only: terms, limit, open, available and overdue', async () => {
    const a = await company('firma-a@example.sk', { days: 30, limitCents: 500_000 });
    const b = await company('firma-b@example.sk', { days: 60, limitCents: 100_000 });
    await unpaidInvoice(a.id, 120_000, -5, '8800000004');
    await unpaidInvoice(b.id, 30_000, 3, '8800000005');
    await unpaidInvoice(b.id, 80_000, -20, '8800000006');
    expect(await creditOf(a.cookie)).toEqual({ due_days: 30, limit: 5000, open: 1200, available: 3800, overdue: 0, overdue_count: 0 });
    // over its limit: nothing available, never below 0
    expect(await creditOf(b.cookie)).toEqual({ due_days: 60, limit: 1000, open: 1100, available: 0, overdue: 300, overdue_count: 1 });
    expect((await paymentsOf(a.cookie)).payments.find((p) => p.due_days)?.name).toBe('Na faktúru so splatnosťou 30 dní');
    expect((await paymentsOf(b.cookie)).payments.find((p) => p.due_days)?.name).toBe('Na faktúru so splatnosťou 60 dní');
    // A's order counts against A alone
    expect((await placeBasket(a.cookie, await accountBasket(a.cookie))).status).toBe(200);
    expect((await creditOf(b.cookie))?.open).toBe(1100);
    expect((await creditOf(a.cookie))?.open).toBeGreaterThan(1200);
  });

  it('answers null for a company that prepays, without a limit when it has none, and 401 to guests', async () => {
    const prepaying = await company('vopred@example.sk', { days: null, limitCents: 500_000 });
    expect(await creditOf(prepaying.cookie)).toBeNull();
    const unlimited = await company('bez-limitu@example.sk', { days: 14, limitCents: null });
    expect(await creditOf(unlimited.cookie)).toMatchObject({ due_days: 14, limit: null, available: null });
    const guest = await callJson('GET', `${V1}/x/customer/credit`);
    expect(guest.status).toBe(401);
    expect(errorsOf(guest.body)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
  });
});
