import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { customers, invoices, paymentMethods } from '@/lib/backend/db/schema';
import { callJson } from '../support/backend';
import { buyer, readyBasket, stockedProducts } from './support';

const DAY_MS = 86_400_000;

/** The id of the on-account method (kind 'account'). */
export async function accountMethod(): Promise<number> {
  const [row] = await (await getDb()).select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.kind, 'account'));
  return row!.id;
}

export async function customerId(email: string): Promise<number> {
  const [row] = await (await getDb()).select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row!.id;
}

/** A company (a customer with a session) with these terms, as an operator sets them; its cookie and id. */
export async function company(email: string, terms: { days: number | null; limitCents: number | null }) {
  const cookie = await buyer(email);
  const id = await customerId(email);
  await (await getDb()).update(customers).set({ paymentTermsDays: terms.days, creditLimitCents: terms.limitCents }).where(eq(customers.id, id));
  return { cookie, id };
}

/** An unpaid invoice of the company (no order), due `dueDaysAgo` days ago (negative: not yet due). */
export async function unpaidInvoice(customer: number, cents: number, dueDaysAgo: number, number: string) {
  const now = Date.now();
  await (await getDb()).insert(invoices).values({
    number,
    varsymbol: number,
    customerId: customer,
    accountId: customer,
    publicId: `test-${number}`,
    amountCents: cents,
    notPaidCents: cents,
    createdAt: new Date(now - (dueDaysAgo + 30) * DAY_MS),
    dueTo: new Date(now - dueDaysAgo * DAY_MS),
  });
}

/** A basket with 1 piece of a stocked product, every choice made with the on-account method. */
export async function accountBasket(cookie: string): Promise<number> {
  const [product] = await stockedProducts(1);
  const basket = await readyBasket(cookie, product!.id, 1);
  const chosen = await callJson('PUT', '/admin/v1/cart/payment', { cookie, body: { basket, payment: await accountMethod() } });
  expect(chosen.status).toBe(200);
  return basket;
}
