import { proxyRequest } from '@/lib/server/proxy';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/backend';
import { sessionWorks, signIn } from './helpers';

// Issue 43 item 9: GET /sign/out/ stays the contract's call, but through the storefront's /admin/v1
// proxy (what a browser reaches) it ends the session only when the shop's own page asks.
const SHOP = 'http://localhost:3000';

function signOutFrom(cookie: string, headers: Record<string, string>): Promise<Response> {
  return proxyRequest(new Request(`${SHOP}/admin/v1/sign/out/`, { headers: { cookie, ...headers } }));
}

describe('GET /sign/out/ through the proxy', () => {
  it('from another site (an <img>, a link, a sibling port) ends no session and clears no cookie', async () => {
    const { cookie } = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    for (const site of ['cross-site', 'same-site']) {
      const response = await signOutFrom(cookie, { 'sec-fetch-site': site });
      expect({ site, status: response.status, cookies: response.headers.getSetCookie() }).toEqual({ site, status: 403, cookies: [] });
      expect(await response.json()).toEqual({ success: false, error: [{ key: 'origin', code: 'messages.origin.forbidden' }] });
    }
    expect(await sessionWorks(cookie)).toBe(true);
  });

  it("from the shop's own page ends the session and clears sid, auth_check and the signed-in hint", async () => {
    const { cookie } = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const response = await signOutFrom(cookie, { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(
      response.headers
        .getSetCookie()
        .map((c) => c.split('=')[0])
        .sort(),
    ).toEqual(['auth_check', 'sid', 'signed_in']);
    expect(await sessionWorks(cookie)).toBe(false);
  });
});
