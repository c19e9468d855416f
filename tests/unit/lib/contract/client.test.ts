/** @jest-environment node */
import { ApiError } from '@/lib/contract/errors';
import { callApi, isAbortError, seg, type ApiClient } from '@/lib/contract/client';
import { fakeClient } from './fake-client';

// A real response schema by name, as every call passes it: `{ count_all: number }` in the envelope.
const schema = 'wishlistCountResponseSchema';

describe('callApi', () => {
  it('parses a successful response with the schema', async () => {
    const { client, sent } = fakeClient({ success: true, count_all: 3 });
    await expect(callApi(client, 'POST', '/x', schema, { a: 1 })).resolves.toEqual({ success: true, count_all: 3 });
    expect(sent).toEqual([{ method: 'POST', path: '/x', body: { a: 1 }, init: undefined }]);
  });

  it('treats a missing `success` on a 2xx as success', async () => {
    const { client } = fakeClient({ count_all: 4 });
    await expect(callApi(client, 'GET', '/x', schema)).resolves.toEqual({ count_all: 4 });
  });

  it('turns success:false into an ApiError carrying the items and the status', async () => {
    const items = [{ key: 'email', code: 'messages.validation.email.notExists' }];
    const { client } = fakeClient({ success: false, error: items }, 400);
    const error = await callApi(client, 'POST', '/sign/in', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).items).toEqual(items);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).hasCode('messages.validation.email.notExists')).toBe(true);
  });

  it("keeps an item's params of strings and numbers, the figures its message names, and nothing else", async () => {
    const error = [
      { key: 'payment', code: 'messages.order.creditLimit', params: { limit: 5000, open: '4200.00', order: 950, extra: { no: 1 } } },
      { key: 'a', code: 'messages.a.b', params: 'not an object' },
    ];
    const { client } = fakeClient({ success: false, error }, 409);
    await expect(callApi(client, 'PUT', '/cart/order/sk', schema)).rejects.toMatchObject({
      items: [
        { key: 'payment', code: 'messages.order.creditLimit', params: { limit: 5000, open: '4200.00', order: 950 } },
        { key: 'a', code: 'messages.a.b' },
      ],
    });
    const items = ((await callApi(client, 'PUT', '/cart/order/sk', schema).catch((e: unknown) => e)) as ApiError).items;
    expect(items[1]).toEqual({ key: 'a', code: 'messages.a.b' });
    expect(items[0]!.params).toEqual({ limit: 5000, open: '4200.00', order: 950 });
  });

  it('fails success:false even with a 200 status', async () => {
    const { client } = fakeClient({ success: false, error: [{ key: 'a', code: 'messages.a.b' }] }, 200);
    await expect(callApi(client, 'GET', '/x', schema)).rejects.toMatchObject({ status: 200, items: [{ key: 'a', code: 'messages.a.b' }] });
  });

  it('keeps the figures (params) of an error item, and drops params that are not a flat record of strings and numbers', async () => {
    const params = { pack: 305, unit: 'm', min: 305, lower: 305, higher: 610 };
    const error = [
      { key: 'quantity', code: 'messages.basket.packSize', params, other: 'dropped' },
      { key: 'quantity', code: 'messages.basket.packSize', params: { pack: { nested: 1 } } },
      { key: 'quantity', code: 'messages.basket.packSize', params: [305] },
    ];
    const { client } = fakeClient({ success: false, error }, 400);
    await expect(callApi(client, 'PUT', '/basket/add', schema)).rejects.toMatchObject({
      items: [
        { key: 'quantity', code: 'messages.basket.packSize', params },
        { key: 'quantity', code: 'messages.basket.packSize' },
        { key: 'quantity', code: 'messages.basket.packSize' },
      ],
    });
    const items = ((await callApi(client, 'PUT', '/basket/add', schema).catch((e: unknown) => e)) as ApiError).items;
    expect(items.map((item) => Object.keys(item))).toEqual([
      ['key', 'code', 'params'],
      ['key', 'code'],
      ['key', 'code'],
    ]);
  });

  it('reads a non-JSON body as the network error item', async () => {
    const { client } = fakeClient('<html>Bad gateway</html>', 502);
    await expect(callApi(client, 'GET', '/x', schema)).rejects.toMatchObject({
      items: [{ key: 'network', code: 'messages.network' }],
      status: 502,
    });
  });

  it('reports data that does not match the schema as response.invalid', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeClient({ success: true, count_all: 'three' });
    await expect(callApi(client, 'GET', '/x', schema)).rejects.toMatchObject({
      items: [{ key: 'response', code: 'messages.response.invalid' }],
    });
    spy.mockRestore();
  });

  it('turns a transport failure into the network error with status 0', async () => {
    const client: ApiClient = { send: () => Promise.reject(new TypeError('fetch failed')) };
    await expect(callApi(client, 'GET', '/x', schema)).rejects.toMatchObject({ items: [{ key: 'network' }], status: 0 });
  });

  it('passes the abort signal as the 4th argument only when one is given', async () => {
    const { client, sent } = fakeClient({ count_all: 1 });
    const controller = new AbortController();
    await callApi(client, 'GET', '/x', schema, undefined, { signal: controller.signal });
    expect(sent[0]?.init).toEqual({ signal: controller.signal });
  });

  it('rejects with an abort error, not an ApiError, when the call is aborted', async () => {
    const controller = new AbortController();
    const client: ApiClient = {
      send: (_m, _p, _b, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new TypeError('aborted by fetch')))),
    };
    const pending = callApi(client, 'GET', '/x', schema, undefined, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('seg', () => {
  it('percent-encodes one segment', () => {
    expect(seg('a/b c?')).toBe('a%2Fb%20c%3F');
    expect(seg(12)).toBe('12');
  });

  it.each(['', '.', '..'])('refuses the segment %j that URL normalisation would resolve', (value) => {
    expect(() => seg(value)).toThrow(ApiError);
  });
});
