import { count, eq } from 'drizzle-orm';
import { okSchema } from '@/lib/contract/schemas/common';
import { toQuestionPayload } from '@/lib/contract/schemas/requests/question';
import { getDb } from '@/lib/backend/db/client';
import { contactMessages, products } from '@/lib/backend/db/schema';
import { callJson } from '../support/backend';
import { expectError } from './support';

let productId: number;

beforeAll(async () => {
  const [row] = await (await getDb()).select({ id: products.id }).from(products).limit(1);
  productId = row!.id;
});

function payload() {
  return toQuestionPayload(
    { firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk', phone: '+421900000000', product: 'Kamera XY', message: 'Je skladom?' },
    productId,
  );
}

async function stored() {
  const [row] = await (await getDb()).select({ n: count() }).from(contactMessages);
  return row!.n;
}

describe('POST /contact/send', () => {
  it('stores a valid question and answers success', async () => {
    const before = await stored();
    const response = await callJson('POST', '/admin/v1/contact/send', { body: payload() });
    expect(response.status).toBe(200);
    expect(okSchema.parse(response.body).success).toBe(true);
    expect(await stored()).toBe(before + 1);
    const [last] = await (await getDb()).select().from(contactMessages).where(eq(contactMessages.email, 'jan@example.sk'));
    expect(last).toMatchObject({ name: 'Ján Novák', subject: 'Kamera XY', text: 'Je skladom?', productId });
  });

  it('answers missing and blank fields with [{ key, code }] per field and stores nothing', async () => {
    const before = await stored();
    const bad = { ...payload(), name: '   ', text: '' } as Record<string, unknown>;
    delete bad.email;
    const items = expectError(await callJson('POST', '/admin/v1/contact/send', { body: bad }), 400);
    expect(items).toEqual(
      expect.arrayContaining([
        { key: 'name', code: 'messages.validation.name.required' },
        { key: 'email', code: 'messages.validation.email.invalid' },
        { key: 'text', code: 'messages.validation.text.required' },
      ]),
    );
    expect(await stored()).toBe(before);
  });

  it('caps text lengths', async () => {
    const items = expectError(await callJson('POST', '/admin/v1/contact/send', { body: { ...payload(), text: 'x'.repeat(5001) } }), 400);
    expect(items).toEqual([{ key: 'text', code: 'messages.validation.text.maxLength' }]);
  });

  it('refuses a body that is not JSON, too large, or about no product', async () => {
    expectError(await callJson('POST', '/admin/v1/contact/send', { body: '{nope' }), 400);
    expectError(await callJson('POST', '/admin/v1/contact/send', { body: { ...payload(), text: 'x'.repeat(40_000) } }), 413);
    expect(expectError(await callJson('POST', '/admin/v1/contact/send', { body: { ...payload(), product: 999_999 } }), 400)).toEqual([
      { key: 'product', code: 'messages.validation.product.notExists' },
    ]);
    expect(expectError(await callJson('POST', '/admin/v1/contact/send', { body: { ...payload(), product: 'x' } }), 400)[0]!.key).toBe('product');
  });
});
