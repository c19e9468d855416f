import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { standInPaymentPath } from '@/lib/shop/urls/payment-paths';
import type { Db } from '../db/client';
import { standInPayments } from '../db/schema';
import { installSecret } from './install-secret';
import { isPaymentState, type CardPaymentProvider, type PaymentState } from './provider';

const SECRET_NAME = 'stand-in-notifications';

export type StandInRow = typeof standInPayments.$inferSelect;

function sign(secret: string, paymentId: string, state: string): string {
  return createHmac('sha256', secret).update(`${paymentId}.${state}`).digest('hex');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** The stand-in's record of one payment; null for an unknown id. */
export async function standInPayment(db: Db, id: string): Promise<StandInRow | null> {
  const [row] = await db.select().from(standInPayments).where(eq(standInPayments.id, id)).limit(1);
  return row ?? null;
}

/**
 * The local stand-in provider, used without provider keys (docs/decisions/061-card-payments.md): its
 * hosted page is the storefront's /platobna-brana/{id}; it notifies like GoPay, a GET on the notify
 * URL, with the state and an HMAC of the id and state made with the installation's secret.
 */
export const standInProvider: CardPaymentProvider = {
  name: 'stand-in',

  async create(db, request) {
    const id = randomBytes(12).toString('hex');
    await db.insert(standInPayments).values({
      id,
      amountCents: request.amountCents,
      currency: request.currency,
      orderNumber: request.orderNumber,
      returnUrl: request.returnUrl,
      notifyUrl: request.notifyUrl,
    });
    // root-relative: the customer is on the shop, whatever origin it is served from (a proxy's, a test's own port)
    return { paymentId: id, redirectUrl: standInPaymentPath(id) };
  },

  async verifyNotification(db, request) {
    const query = new URL(request.url).searchParams;
    const [id, state, signature] = [query.get('id') ?? '', query.get('state') ?? '', query.get('signature') ?? ''];
    if (!id || !isPaymentState(state)) return null;
    if (!sameSignature(sign(await installSecret(db, SECRET_NAME), id, state), signature)) return null;
    return { paymentId: id, state };
  },

  async fetchState(db, paymentId) {
    const row = await standInPayment(db, paymentId);
    return row && isPaymentState(row.state) ? row.state : null;
  },
};

/** The customer's choice on the stand-in's page: the payment's outcome, once (a second choice changes nothing). */
export async function chooseOnStandIn(db: Db, id: string, outcome: Exclude<PaymentState, 'waiting'>): Promise<StandInRow | null> {
  await db
    .update(standInPayments)
    .set({ state: outcome })
    .where(and(eq(standInPayments.id, id), eq(standInPayments.state, 'waiting')));
  return standInPayment(db, id);
}

/** The notification's address for the payment's state now: the notify URL with id, state and signature. */
export async function standInNotificationUrl(db: Db, row: StandInRow): Promise<string> {
  const url = new URL(row.notifyUrl);
  url.searchParams.set('id', row.id);
  url.searchParams.set('state', row.state);
  url.searchParams.set('signature', sign(await installSecret(db, SECRET_NAME), row.id, row.state));
  return url.toString();
}

/** Where the stand-in sends the customer back: the return URL's path with the payment id, on whatever origin serves the shop. */
export function standInReturnPath(row: StandInRow): string {
  const back = new URL(row.returnUrl, 'http://shop.invalid');
  back.searchParams.set('id', row.id);
  return `${back.pathname}${back.search}`;
}
