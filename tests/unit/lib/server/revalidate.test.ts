/** @jest-environment node */
import { handleRevalidate, sameSecret } from '@/lib/server/revalidate';
import { TAG_OF_EACH_KIND } from './tag-of-each-kind';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const SECRET = 's3cret-webhook-key';

function request(body: unknown, auth: string | null = `Bearer ${SECRET}`) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (auth) headers.set('Authorization', auth);
  return new Request('http://shop.test/api/revalidate', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

function setup(secret: string | undefined) {
  const revalidate = jest.fn();
  return { revalidate, run: (req: Request) => handleRevalidate(req, { secret, revalidate }) };
}

describe('handleRevalidate', () => {
  it('expires every tag once with the right secret', async () => {
    const { run, revalidate } = setup(SECRET);
    const response = await run(request({ tags: ['offers', 'blog:novinky', 'offers'] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, revalidated: ['offers', 'blog:novinky'] });
    expect(revalidate.mock.calls).toEqual([['offers'], ['blog:novinky']]);
  });

  it('refuses with 503 and expires nothing while the shared cache server does not answer', async () => {
    const revalidate = jest.fn();
    const run = (answers: boolean) => handleRevalidate(request({ tags: ['offers'] }), { secret: SECRET, revalidate, sharedCacheAnswers: async () => answers });
    const refused = await run(false);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ success: false, error: [{ key: 'cache', code: 'messages.server.error' }] });
    expect(revalidate).not.toHaveBeenCalled();
    expect((await run(true)).status).toBe(200);
    expect(revalidate.mock.calls).toEqual([['offers']]);
  });

  it('is off (404) when no secret is configured', async () => {
    const { run, revalidate } = setup(undefined);
    expect((await run(request({ tags: ['offers'] }))).status).toBe(404);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('refuses a wrong or missing secret with 401', async () => {
    const { run, revalidate } = setup(SECRET);
    expect((await run(request({ tags: ['offers'] }, 'Bearer nope'))).status).toBe(401);
    expect((await run(request({ tags: ['offers'] }, null))).status).toBe(401);
    expect((await run(request({ tags: ['offers'] }, SECRET))).status).toBe(401);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('refuses a bad body with 400', async () => {
    const { run, revalidate } = setup(SECRET);
    expect((await run(request('not json'))).status).toBe(400);
    expect((await run(request({ tags: [] }))).status).toBe(400);
    expect((await run(request({ tags: 'offers' }))).status).toBe(400);
    expect((await run(request({ tags: [''] }))).status).toBe(400);
    expect((await run(request({ tags: [42] }))).status).toBe(400);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('refuses, naming them, tags of no kind the shop sets, and expires nothing of that call', async () => {
    const { run, revalidate } = setup(SECRET);
    for (const tags of [['offers', 'offer'], ['product:abc'], ['product'], ['menu:sk'], ['blog:'], ['constructor'], ['__proto__:1']]) {
      const response = await run(request({ tags }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ success: false, error: [{ key: 'tags', code: 'messages.validation.tags.unknown' }] });
      expect(body.unknownTags).toEqual(tags.filter((tag) => tag !== 'offers'));
    }
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('accepts every tag kind the cached reads set', async () => {
    const { run, revalidate } = setup(SECRET);
    const tags = [...TAG_OF_EACH_KIND];
    expect((await run(request({ tags }))).status).toBe(200);
    expect(revalidate.mock.calls.flat()).toEqual(tags);
  });

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret('x', SECRET)).toBe(false);
    expect(sameSecret('', SECRET)).toBe(false);
  });
});
