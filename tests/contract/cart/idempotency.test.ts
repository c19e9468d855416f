import { eq } from 'drizzle-orm';
import { signUserResponseSchema } from '@/lib/contract/schemas/user';
import { getDb } from '@/lib/backend/db/client';
import { idempotencyKeys } from '@/lib/backend/db/schema';
import { IDEMPOTENCY_KEY_LIFETIME_MS, REPLAYED_HEADER } from '@/lib/backend/idempotency/with-idempotency';
import { callJson } from '../support/backend';
import { SLOW } from '../account/helpers';
import { expectError } from '../catalogue/support';
import { basketOf, newCustomerCookie, someProducts, withdraw } from './support';

jest.setTimeout(SLOW);

let customer: string;
let other: string;
let items: Awaited<ReturnType<typeof someProducts>>;

beforeAll(async () => {
  customer = await newCustomerCookie('kluce.zmien@example.sk');
  other = await newCustomerCookie('iny.kluc@example.sk');
  items = await someProducts(4);
});

const keyed = (key: string, cookie = customer) => ({ cookie, headers: { 'Idempotency-Key': key } });
const addKeyed = (key: string, product: number, quantity: number, cookie = customer) =>
  callJson('PUT', '/admin/v1/basket/add', { ...keyed(key, cookie), body: { basket: null, product, quantity } });
const quantityOf = async (productCode: string, cookie = customer) => (await basketOf(cookie)).products.find((l) => l.code === productCode)?.quantity ?? 0;

describe('Idempotency-Key on the basket changes', () => {
  it('is announced in the user object', async () => {
    const answer = await callJson('GET', '/admin/v1/sign/user', { cookie: customer });
    expect(signUserResponseSchema.parse(answer.body).user.basket_idempotency).toBe(true);
  });

  it('adds once: a repeat answers the first answer, marked replayed, and adds nothing', async () => {
    const p = items[0]!;
    const first = await addKeyed('add-once', p.id, 2);
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const again = await addKeyed('add-once', p.id, 2);
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(again.body).toEqual(first.body);
    expect(await quantityOf(p.code)).toBe(2);
  });

  it('does two identical requests sent at once one time', async () => {
    const p = items[1]!;
    const answers = await Promise.all([addKeyed('twins', p.id, 3), addKeyed('twins', p.id, 3), addKeyed('twins', p.id, 3)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(2);
    expect(await quantityOf(p.code)).toBe(3);
  });

  it('refuses the key with another body: 422 messages.idempotency.mismatch, nothing changed', async () => {
    const p = items[0]!;
    const before = await quantityOf(p.code);
    expect(expectError(await addKeyed('add-once', p.id, 5), 422)).toEqual([{ key: 'idempotencyKey', code: 'messages.idempotency.mismatch' }]);
    expect(await quantityOf(p.code)).toBe(before);
  });

  it('keeps keys per person: another customer with the same key makes their own change', async () => {
    const p = items[0]!;
    expect((await addKeyed('add-once', p.id, 2, other)).status).toBe(200);
    expect(await quantityOf(p.code, other)).toBe(2);
  });

  it('sets a quantity and removes a line once', async () => {
    const p = items[2]!;
    await addKeyed('line-add', p.id, 1);
    const line = (await basketOf(customer)).products.find((l) => l.code === p.code)!;
    const body = { id: line.id, quantity: 4 };
    expect((await callJson('PATCH', '/admin/v1/basket/update', { ...keyed('line-set'), body })).status).toBe(200);
    const repeat = await callJson('PATCH', '/admin/v1/basket/update', { ...keyed('line-set'), body });
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await quantityOf(p.code)).toBe(4);

    const removed = await callJson('DELETE', `/admin/v1/basket/remove/${line.id}`, keyed('line-remove'));
    expect(removed.status).toBe(200);
    // the repeat answers the removal's success, where a new request would be 404 cartLine
    const again = await callJson('DELETE', `/admin/v1/basket/remove/${line.id}`, keyed('line-remove'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(removed.body);
    expect(expectError(await callJson('DELETE', `/admin/v1/basket/remove/${line.id}`, keyed('line-remove-new')), 404)).toEqual([
      { key: 'cartLine', code: 'messages.cartLine.notFound' },
    ]);
  });

  it('replays a refusal as it was: a withdrawn product stays refused under its key', async () => {
    const p = items[3]!;
    await withdraw(p.id);
    const refused = await addKeyed('gone', p.id, 1);
    expect(expectError(refused, 404)).toEqual([{ key: 'product', code: 'messages.product.notFound' }]);
    expect((await addKeyed('gone', p.id, 1)).body).toEqual(refused.body);
  });

  it('refuses a malformed key: 400 messages.validation.idempotencyKey.invalid', async () => {
    const answer = await addKeyed('x'.repeat(101), items[0]!.id, 1);
    expect(expectError(answer, 400)).toEqual([{ key: 'idempotencyKey', code: 'messages.validation.idempotencyKey.invalid' }]);
  });

  it('sweeps keys older than 24 hours: the key does the change again', async () => {
    const p = items[1]!;
    const before = await quantityOf(p.code);
    await addKeyed('old-key', p.id, 1);
    const db = await getDb();
    const long = new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS - 60_000);
    await db.update(idempotencyKeys).set({ createdAt: long }).where(eq(idempotencyKeys.key, 'old-key'));
    const later = await addKeyed('old-key', p.id, 1);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await quantityOf(p.code)).toBe(before + 2);
    const rows = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old-key'));
    expect(rows).toHaveLength(1);
  });

  it('changes as before without the header', async () => {
    const p = items[0]!;
    const before = await quantityOf(p.code);
    const body = { basket: null, product: p.id, quantity: 1 };
    await callJson('PUT', '/admin/v1/basket/add', { cookie: customer, body });
    await callJson('PUT', '/admin/v1/basket/add', { cookie: customer, body });
    expect(await quantityOf(p.code)).toBe(before + 2);
  });
});
