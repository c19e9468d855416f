import { eq, inArray } from 'drizzle-orm';
import {
  cardPaymentStartResponseSchema,
  cardPaymentStateResponseSchema,
  standInChoiceResponseSchema,
  standInPaymentResponseSchema,
} from '@/lib/contract/schemas/card-payment';
import { invoicesResponseSchema, orderDetailResponseSchema, ordersResponseSchema } from '@/lib/contract/schemas/account';
import { paymentMethodsResponseSchema, placeOrderResponseSchema } from '@/lib/contract/schemas/checkout';
import { getDb } from '@/lib/backend/db/client';
import { standInPayments } from '@/lib/backend/db/schema';
import { standInNotificationUrl } from '@/lib/backend/payments/stand-in';
import { call, callJson } from '../support/backend';
import { describeOnEachDriver, type Driver } from '../support/drivers';
import { errorsOf, mailFiles, SLOW } from '../account/helpers';
import { add, basketOf, newCustomerCookie } from '../cart/support';
import { chooseCourier, placeBasket, stockedProducts } from '../checkout/support';
import { pdfText } from '../../support/pdf-text';
import { TEST_BILLING } from '../../support/test-customer';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
const TRANSFER = 1; // seed order of PAYMENTS (lib/backend/seed/checkout-options.ts)
const CARD = 4; // Platobná karta

/** The stand-in payments this test started, and how many notifications the stand-in delivered for them. */
let started: string[] = [];
async function notificationsSent(): Promise<number> {
  if (started.length === 0) return 0;
  const rows = await (await getDb()).select({ n: standInPayments.notifications }).from(standInPayments).where(inArray(standInPayments.id, started));
  return rows.reduce((sum, row) => sum + row.n, 0);
}

async function placeOrder(email: string, payment = CARD) {
  const cookie = await newCustomerCookie(email);
  const [product] = await stockedProducts(1);
  expect((await add(cookie, product!.id, 1)).status).toBe(200);
  const basket = (await basketOf(cookie)).id!;
  await chooseCourier(cookie, basket, TEST_BILLING, payment);
  const placed = await placeBasket(cookie, basket);
  expect(placed.status).toBe(200);
  return { cookie, order: placeOrderResponseSchema.parse(placed.body).order };
}

/** Starts a payment of the order; the stand-in payment's id (the last segment of its page's address). */
async function startPayment(cookie: string, orderId: number): Promise<string> {
  const answer = await callJson('POST', `${V1}/x/customer/order/${orderId}/card-payment`, { cookie });
  expect(answer.status).toBe(200);
  const url = cardPaymentStartResponseSchema.parse(answer.body).payment.redirect_url;
  // root-relative: the customer is on the shop, whatever origin serves it
  expect(url).toMatch(/^\/platobna-brana\/[0-9a-f]{24}$/);
  const id = url.split('/').at(-1)!;
  started.push(id);
  return id;
}

async function choose(id: string, action: 'pay' | 'decline' | 'cancel', notify?: 'now' | 'late' | 'twice') {
  const answer = await callJson('POST', `${V1}/x/stand-in-payment/${id}`, { body: { action, ...(notify ? { notify } : {}) } });
  expect(answer.status).toBe(200);
  return standInChoiceResponseSchema.parse(answer.body).return_url;
}

async function detailOf(cookie: string, orderId: number) {
  return orderDetailResponseSchema.parse((await callJson('GET', `${V1}/customer/order/detail/${orderId}/sk`, { cookie })).body).orders;
}

async function paymentMails(email: string): Promise<number> {
  return (await mailFiles()).filter((f) => f.endsWith(`-payment-received-${email}.eml`)).length;
}

describeOnEachDriver('card payment through the stand-in provider', (driver: Driver) => {
  const email = (name: string) => `karta-${name}-${driver}@example.sk`;
  beforeEach(() => {
    started = [];
  });

  it('lists the card method with card_gateway, the others without', async () => {
    const { payments } = paymentMethodsResponseSchema.parse((await callJson('GET', `${V1}/cart/payment/sk`)).body);
    expect(payments.filter((p) => p.card_gateway).map((p) => p.name)).toEqual(['Platobná karta']);
  });

  it('paid: the notification marks the order paid, settles the invoice and sends one mail', async () => {
    const { cookie, order } = await placeOrder(email('paid'));
    expect((await detailOf(cookie, order.id)).payment_state).toBe('waiting');
    const id = await startPayment(cookie, order.id);
    const page = standInPaymentResponseSchema.parse((await callJson('GET', `${V1}/x/stand-in-payment/${id}`)).body).payment;
    const detail = await detailOf(cookie, order.id);
    expect(page).toMatchObject({ state: 'waiting', currency: 'EUR', order_number: detail.number });
    const back = await choose(id, 'pay');
    expect(back).toBe(`/platba/${order.id}?id=${id}`);
    expect(await notificationsSent()).toBe(1);
    expect((await detailOf(cookie, order.id)).payment_state).toBe('paid');
    const { orders } = ordersResponseSchema.parse((await callJson('GET', `${V1}/customer/orders/12/0`, { cookie })).body);
    expect(orders.map((o) => o.payment_state)).toEqual(['paid']);
    const { invoices } = invoicesResponseSchema.parse((await callJson('GET', `${V1}/customer/invoices/12/0`, { cookie })).body);
    expect(invoices.map((i) => i.not_paid_amount)).toEqual([0]);
    // the invoice says it is paid, by card, and when
    const pdf = await pdfText(new Uint8Array(await (await call('GET', invoices[0]!.invoice_url, { cookie })).arrayBuffer()));
    expect(pdf).toMatch(/Stav úhrady Uhradené kartou \d{1,2}\.\s?\d{1,2}\.\s?\d{4}/);
    expect(await paymentMails(email('paid'))).toBe(1);
    // paid once: a new payment is refused
    const again = await callJson('POST', `${V1}/x/customer/order/${order.id}/card-payment`, { cookie });
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)).toEqual([{ key: 'payment', code: 'messages.payment.alreadyPaid' }]);
  });

  it('declined: the order is failed and unpaid, and a retry can pay it', async () => {
    const { cookie, order } = await placeOrder(email('declined'));
    await choose(await startPayment(cookie, order.id), 'decline');
    expect((await detailOf(cookie, order.id)).payment_state).toBe('failed');
    const state = await callJson('GET', `${V1}/x/customer/order/${order.id}/card-payment`, { cookie });
    expect(cardPaymentStateResponseSchema.parse(state.body).payment.state).toBe('failed');
    expect(await paymentMails(email('declined'))).toBe(0);
    await choose(await startPayment(cookie, order.id), 'pay');
    expect((await detailOf(cookie, order.id)).payment_state).toBe('paid');
    expect(await paymentMails(email('declined'))).toBe(1);
  });

  it('cancelled: the order is cancelled and unpaid', async () => {
    const { cookie, order } = await placeOrder(email('cancelled'));
    await choose(await startPayment(cookie, order.id), 'cancel');
    expect((await detailOf(cookie, order.id)).payment_state).toBe('cancelled');
    const { invoices } = invoicesResponseSchema.parse((await callJson('GET', `${V1}/customer/invoices/12/0`, { cookie })).body);
    expect(invoices[0]!.not_paid_amount).toBeGreaterThan(0);
    const pdf = await pdfText(new Uint8Array(await (await call('GET', invoices[0]!.invoice_url, { cookie })).arrayBuffer()));
    expect(pdf).toContain('Stav úhrady Neuhradené');
  });

  it('a late notification after paid (an older attempt declined, the paid one cancelled) leaves the order paid with one mail', async () => {
    const { cookie, order } = await placeOrder(email('late'));
    const older = await startPayment(cookie, order.id);
    const newer = await startPayment(cookie, order.id);
    await choose(newer, 'pay');
    await choose(older, 'decline', 'late');
    const db = await getDb();
    const [paid] = await db.select().from(standInPayments).where(eq(standInPayments.id, newer));
    const forged = await standInNotificationUrl(db, { ...paid!, state: 'cancelled' });
    const { pathname, search } = new URL(forged);
    expect((await call('GET', `${pathname}${search}`)).status).toBe(200);
    expect(await paymentMails(email('late'))).toBe(1); // settles the late notification too
    expect(await notificationsSent()).toBe(2); // the paid one and the late decline; the cancelled one was sent here directly
    expect((await detailOf(cookie, order.id)).payment_state).toBe('paid');
  });

  it('the return page asks the provider while the notification is late; the late one then changes nothing', async () => {
    const { cookie, order } = await placeOrder(email('return'));
    await choose(await startPayment(cookie, order.id), 'pay', 'late');
    expect(await notificationsSent()).toBe(0);
    const state = await callJson('GET', `${V1}/x/customer/order/${order.id}/card-payment`, { cookie });
    expect(cardPaymentStateResponseSchema.parse(state.body).payment.state).toBe('paid');
    expect(await paymentMails(email('return'))).toBe(1);
    expect(await notificationsSent()).toBe(1);
    expect((await detailOf(cookie, order.id)).payment_state).toBe('paid');
  });

  it('a duplicate notification is accepted and changes nothing: one mail', async () => {
    const { cookie, order } = await placeOrder(email('twice'));
    await choose(await startPayment(cookie, order.id), 'pay', 'twice');
    expect(await notificationsSent()).toBe(2);
    expect(await paymentMails(email('twice'))).toBe(1);
    expect((await detailOf(cookie, order.id)).payment_state).toBe('paid');
  });

  it('refuses a notification with a bad or missing signature, and changes nothing', async () => {
    const { cookie, order } = await placeOrder(email('forged'));
    const id = await startPayment(cookie, order.id);
    for (const query of [`id=${id}&state=paid&signature=${'0'.repeat(64)}`, `id=${id}&state=paid`, `id=${id}&state=bogus&signature=00`]) {
      const answer = await callJson('GET', `${V1}/x/payment-notify/stand-in?${query}`);
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)).toEqual([{ key: 'signature', code: 'messages.payment.badSignature' }]);
    }
    expect((await callJson('GET', `${V1}/x/payment-notify/gopay?id=123`)).status).toBe(404);
    expect((await detailOf(cookie, order.id)).payment_state).toBe('waiting');
    expect(await paymentMails(email('forged'))).toBe(0);
  });

  it("another customer cannot start or read a payment of someone's order; a guest gets 401; a transfer order is not a card order", async () => {
    const { order } = await placeOrder(email('owner'));
    const stranger = await newCustomerCookie(email('stranger'));
    for (const method of ['POST', 'GET']) {
      const answer = await callJson(method, `${V1}/x/customer/order/${order.id}/card-payment`, { cookie: stranger });
      expect(answer.status).toBe(404);
      expect(errorsOf(answer.body)).toEqual([{ key: 'order', code: 'messages.order.notFound' }]);
    }
    expect((await callJson('POST', `${V1}/x/customer/order/${order.id}/card-payment`)).status).toBe(401);
    const transfer = await placeOrder(email('transfer'), TRANSFER);
    const refused = await callJson('POST', `${V1}/x/customer/order/${transfer.order.id}/card-payment`, { cookie: transfer.cookie });
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)).toEqual([{ key: 'payment', code: 'messages.payment.notCard' }]);
    expect((await detailOf(transfer.cookie, transfer.order.id)).payment_state).toBe('unpaid');
  });
});
