/** @jest-environment node */
import * as z from 'zod/mini';
import { MAX_BODY_BYTES, parseBody, validationErrors } from '@/lib/backend/request-body';
import { requiredText } from '@/lib/contract/schemas/common';

const post = (body: string, headers?: HeadersInit) => new Request('http://backend/admin/v1/contact/send', { method: 'POST', body, headers });
const schema = z.object({ name: requiredText(10), count: z.number().check(z.int()) });

async function answer(result: { data: unknown } | { response: Response }) {
  if (!('response' in result)) throw new Error('expected an error answer');
  return { status: result.response.status, body: (await result.response.json()) as unknown };
}

describe('backend request bodies', () => {
  it('gives the parsed body of a valid call', async () => {
    expect(await parseBody(schema, post(JSON.stringify({ name: ' Ján ', count: 2 })))).toEqual({ data: { name: 'Ján', count: 2 } });
  });

  it('refuses a body over the cap with 413, whether or not the length is announced', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES), count: 1 });
    const tooLarge = { status: 413, body: { success: false, error: [{ key: 'body', code: 'messages.body.tooLarge' }] } };
    expect(await answer(await parseBody(schema, post(big)))).toEqual(tooLarge);
    expect(await answer(await parseBody(schema, post('{}', { 'Content-Length': String(MAX_BODY_BYTES + 1) })))).toEqual(tooLarge);
  });

  it.each([
    ['not JSON', '{nope'],
    ['empty', ''],
    ['an array', '[]'],
  ])('refuses a body that is %s with 400 key body', async (_label, body) => {
    expect(await answer(await parseBody(schema, post(body)))).toEqual({
      status: 400,
      body: { success: false, error: [{ key: 'body', code: 'messages.validation.body.invalid' }] },
    });
  });

  it('names each bad field once with messages.validation.<field>.<reason>', async () => {
    const { body } = await answer(await parseBody(schema, post(JSON.stringify({ name: 'x'.repeat(11), count: 1.5 }))));
    expect(body).toEqual({
      success: false,
      error: [
        { key: 'name', code: 'messages.validation.name.maxLength' },
        { key: 'count', code: 'messages.validation.count.invalid' },
      ],
    });
  });

  it('keeps the reason a schema names and joins nested paths', () => {
    const ordering = z.object({ order: z.array(z.string()).check(z.maxLength(1, 'messages.validation.order.oneOrdering')) });
    const result = z.safeParse(ordering, { order: ['a', 'b'] });
    expect(result.success || validationErrors(result.error.issues)).toEqual([{ key: 'order', code: 'messages.validation.order.oneOrdering' }]);
    const nested = z.safeParse(z.object({ address: z.object({ city: requiredText(10) }) }), { address: { city: ' ' } });
    expect(nested.success || validationErrors(nested.error.issues)).toEqual([{ key: 'address.city', code: 'messages.validation.address.city.required' }]);
  });
});
