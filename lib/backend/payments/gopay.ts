import 'server-only';
import { settings } from '@/lib/runtime/config/env';
import type { CardPaymentProvider, PaymentState } from './provider';

/** GoPay's keys from the settings; null while any of them is unset (then the stand-in is used). */
export function gopayKeys(): { url: string; goid: string; clientId: string; clientSecret: string } | null {
  const s = settings();
  if (!s.GOPAY_GOID || !s.GOPAY_CLIENT_ID || !s.GOPAY_CLIENT_SECRET) return null;
  return { url: s.GOPAY_URL, goid: s.GOPAY_GOID, clientId: s.GOPAY_CLIENT_ID, clientSecret: s.GOPAY_CLIENT_SECRET };
}

const TIMEOUT_MS = 10_000;

/** GoPay's payment states (its REST API's `state`) as the shop records them; a refund keeps an order paid. */
export function stateOfGopay(state: string): PaymentState {
  switch (state) {
    case 'PAID':
    case 'REFUNDED':
    case 'PARTIALLY_REFUNDED':
      return 'paid';
    case 'CANCELED':
      return 'cancelled';
    case 'TIMEOUTED':
      return 'failed';
    default:
      // CREATED, PAYMENT_METHOD_CHOSEN, AUTHORIZED: the customer has not finished yet
      return 'waiting';
  }
}

let token: { value: string; until: number } | null = null;

/** Tests only: forget the cached access token. */
export function forgetGopayToken(): void {
  token = null;
}

function keys() {
  const k = gopayKeys();
  if (!k) throw new Error('GoPay is not configured (GOPAY_GOID, GOPAY_CLIENT_ID, GOPAY_CLIENT_SECRET)');
  return k;
}

/** An OAuth2 access token (client credentials), kept until a minute before it expires. Never logged. */
async function accessToken(): Promise<string> {
  if (token && token.until > Date.now()) return token.value;
  const k = keys();
  const response = await fetch(`${k.url}/api/oauth2/token`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${k.clientId}:${k.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'payment-all' }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GoPay token: HTTP ${response.status}`);
  const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('GoPay token: no access_token in the answer');
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 1800;
  token = { value: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
  return token.value;
}

async function gopayJson(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${keys().url}${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${await accessToken()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, json };
}

/**
 * GoPay over its REST API (docs/decisions/061-card-payments.md): a payment by card with the return
 * and notification URLs of this order; GoPay's notification is a GET `?id=` without a signature,
 * verified the way GoPay documents, by reading the payment's state from its API with the shop's token.
 */
export const gopayProvider: CardPaymentProvider = {
  name: 'gopay',

  async create(_db, request) {
    const { status, json } = await gopayJson('POST', '/api/payments/payment', {
      payer: {
        allowed_payment_instruments: ['PAYMENT_CARD'],
        default_payment_instrument: 'PAYMENT_CARD',
        contact: { email: request.email },
      },
      target: { type: 'ACCOUNT', goid: Number(keys().goid) },
      amount: request.amountCents,
      currency: request.currency,
      order_number: request.orderNumber,
      order_description: `Objednávka ${request.orderNumber}`,
      items: [{ type: 'ITEM', name: `Objednávka ${request.orderNumber}`, amount: request.amountCents, count: 1 }],
      callback: { return_url: request.returnUrl, notification_url: request.notifyUrl },
      lang: 'SK',
    });
    if (status !== 200 || (typeof json.id !== 'number' && typeof json.id !== 'string') || typeof json.gw_url !== 'string') {
      throw new Error(`GoPay payment not created: HTTP ${status}`);
    }
    return { paymentId: String(json.id), redirectUrl: json.gw_url };
  },

  async verifyNotification(db, request) {
    const id = new URL(request.url).searchParams.get('id') ?? '';
    if (!/^\d{1,20}$/.test(id)) return null;
    const state = await gopayProvider.fetchState(db, id);
    return state === null ? null : { paymentId: id, state };
  },

  async fetchState(_db, paymentId) {
    const { status, json } = await gopayJson('GET', `/api/payments/payment/${encodeURIComponent(paymentId)}`);
    if (status === 404) return null;
    if (status !== 200 || typeof json.state !== 'string') throw new Error(`GoPay payment state: HTTP ${status}`);
    return stateOfGopay(json.state);
  },
};
