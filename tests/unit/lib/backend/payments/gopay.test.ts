/** @jest-environment node */
import type { Db } from '@/lib/backend/db/client';
import { activeProvider, providerNamed } from '@/lib/backend/payments/active-provider';
import { forgetGopayToken, gopayProvider, stateOfGopay } from '@/lib/backend/payments/gopay';

// docs/decisions/061-card-payments.md: GoPay's REST API over fetch, enabled by its three keys
const KEYS = { GOPAY_GOID: '8123456789', GOPAY_CLIENT_ID: 'client-1', GOPAY_CLIENT_SECRET: 's3cret', GOPAY_URL: 'https://gw.sandbox.gopay.com' };
const db = {} as Db;

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Fetch answered by `reply` per request; records what was sent. */
function fakeGopay(reply: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const one = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: String(init?.body ?? '') };
    sent.push(one);
    return one.url.endsWith('/api/oauth2/token') ? answer(200, { token_type: 'bearer', access_token: 'tok-1', expires_in: 1800 }) : reply(one);
  });
  return sent;
}

describe('the GoPay adapter', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    Object.assign(process.env, KEYS);
    forgetGopayToken();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.env = { ...saved };
  });

  it('is the active provider only with all three keys; then the stand-in marks nothing', () => {
    expect(activeProvider().name).toBe('gopay');
    expect(providerNamed('stand-in')).toBeNull();
    delete process.env.GOPAY_CLIENT_SECRET;
    expect(activeProvider().name).toBe('stand-in');
    expect(providerNamed('gopay')).toBeNull();
  });

  it('creates a card payment with a client-credentials token, the amount in cents and the callback URLs; answers its gateway page', async () => {
    const sent = fakeGopay(() => answer(200, { id: 3000006529, state: 'CREATED', gw_url: 'https://gw.sandbox.gopay.com/gw/v3/abc' }));
    const created = await gopayProvider.create(db, {
      amountCents: 12_345,
      currency: 'EUR',
      orderNumber: '2026000150',
      email: 'nakup@firma.sk',
      returnUrl: 'https://shop.sk/platba/7',
      notifyUrl: 'https://shop.sk/admin/v1/x/payment-notify/gopay',
    });
    expect(created).toEqual({ paymentId: '3000006529', redirectUrl: 'https://gw.sandbox.gopay.com/gw/v3/abc' });
    const [token, payment] = sent;
    expect(token!.method).toBe('POST');
    expect(token!.headers.get('authorization')).toBe(`Basic ${Buffer.from('client-1:s3cret').toString('base64')}`);
    expect(new URLSearchParams(token!.body).get('grant_type')).toBe('client_credentials');
    expect(payment!.url).toBe('https://gw.sandbox.gopay.com/api/payments/payment');
    expect(payment!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(JSON.parse(payment!.body)).toMatchObject({
      payer: { allowed_payment_instruments: ['PAYMENT_CARD'], default_payment_instrument: 'PAYMENT_CARD', contact: { email: 'nakup@firma.sk' } },
      target: { type: 'ACCOUNT', goid: 8123456789 },
      amount: 12_345,
      currency: 'EUR',
      order_number: '2026000150',
      callback: { return_url: 'https://shop.sk/platba/7', notification_url: 'https://shop.sk/admin/v1/x/payment-notify/gopay' },
    });
  });

  it("verifies a notification by reading the payment's state from GoPay, reusing the token", async () => {
    const sent = fakeGopay((one) => (one.url.endsWith('/api/payments/payment/3000006529') ? answer(200, { id: 3000006529, state: 'PAID' }) : answer(404, {})));
    const notified = new Request('https://shop.sk/admin/v1/x/payment-notify/gopay?id=3000006529');
    expect(await gopayProvider.verifyNotification(db, notified)).toEqual({ paymentId: '3000006529', state: 'paid' });
    expect(await gopayProvider.verifyNotification(db, new Request('https://shop.sk/n?id=3000000001'))).toBeNull();
    expect(await gopayProvider.verifyNotification(db, new Request('https://shop.sk/n?id=abc'))).toBeNull();
    expect(sent.filter((s) => s.url.endsWith('/api/oauth2/token'))).toHaveLength(1);
  });

  it("maps GoPay's states: paid (refunds too), cancelled, timed out as failed, the rest waiting", () => {
    expect(['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'].map(stateOfGopay)).toEqual(['paid', 'paid', 'paid']);
    expect(stateOfGopay('CANCELED')).toBe('cancelled');
    expect(stateOfGopay('TIMEOUTED')).toBe('failed');
    expect(['CREATED', 'PAYMENT_METHOD_CHOSEN', 'AUTHORIZED'].map(stateOfGopay)).toEqual(['waiting', 'waiting', 'waiting']);
  });

  it('fails plainly, without the secret, when GoPay refuses the token', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer(401, { errors: [{ error_code: 202 }] }));
    const error = await gopayProvider.fetchState(db, '1').catch((e: unknown) => e as Error);
    expect(String(error)).toContain('GoPay token: HTTP 401');
    expect(String(error)).not.toContain('s3cret');
  });
});
