/** @jest-environment node */
import { NextRequest } from 'next/server';
import { isUnknownOrder } from '@/lib/server/unknown-order';
import { proxy } from '@/proxy';

jest.mock('@/lib/server/unknown-order', () => ({ isUnknownOrder: jest.fn() }));
const check = jest.mocked(isUnknownOrder);

const SHOP = 'http://localhost:3000';
const signedIn = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(SHOP + path, { headers: { cookie: 'sid=abc; auth_check=x', ...headers } });
const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
};

beforeEach(() => check.mockReset());

describe('proxy.ts and order pages', () => {
  it('serves the not-found page (404) for an order the backend does not know for this customer, before the page streams', async () => {
    check.mockResolvedValue(true);
    expect(rewrittenTo(await proxy(signedIn('/account/orderdetail/999')))).toBe('/404');
    expect(check).toHaveBeenCalledWith('999', 'sid=abc; auth_check=x');
  });

  it('lets a known order through, decoding the id once', async () => {
    check.mockResolvedValue(false);
    expect(rewrittenTo(await proxy(signedIn('/account/orderdetail/%C5%A1')))).toBeNull();
    expect(check).toHaveBeenCalledWith('š', expect.any(String));
  });

  it('asks nothing for other account pages, prefetches, or a visitor without a session (sent to login)', async () => {
    await proxy(signedIn('/account/orders'));
    await proxy(signedIn('/account/orderdetail/5', { 'next-router-prefetch': '1' }));
    const guest = await proxy(new NextRequest(`${SHOP}/account/orderdetail/5`));
    expect(check).not.toHaveBeenCalled();
    expect(new URL(guest.headers.get('location')!).pathname).toBe('/login');
  });

  it("treats an order's confirmation page as the detail: 404 when unknown, through when known, login without a session", async () => {
    check.mockResolvedValue(true);
    expect(rewrittenTo(await proxy(signedIn('/objednavka/999')))).toBe('/404');
    expect(check).toHaveBeenCalledWith('999', 'sid=abc; auth_check=x');
    check.mockResolvedValue(false);
    expect(rewrittenTo(await proxy(signedIn('/objednavka/5')))).toBeNull();
    const guest = await proxy(new NextRequest(`${SHOP}/objednavka/5`));
    const login = new URL(guest.headers.get('location')!);
    expect([login.pathname, login.searchParams.get('next')]).toEqual(['/login', '/objednavka/5']);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
