/** @jest-environment node */
import { createProxy } from '@/lib/server/proxy';
import { UpstreamTimeoutError } from '@/lib/server/transport';
import { authCookieAction } from '@/lib/server/proxy/auth-cookie';
import { fakeUpstream } from './fake-upstream';

const SIXTY_DAYS = 60 * 86_400;
const SIGNED_IN = { success: true, user: { username: 'jana', email: 'jana@example.sk', auth_check: 'AbC-123_xyz', last_auth_check: null } };

function signIn(answer: () => Response, base = 'http://localhost:3000', headers: Record<string, string> = {}) {
  const proxy = createProxy({ send: fakeUpstream(answer).send });
  return proxy(
    new Request(`${base}/admin/v1/sign/in`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'jana@example.sk', password: 'x' }),
    }),
  );
}

function authCheckCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((c) => c.startsWith('auth_check='));
}

// Rule 8: auth_check is stored on sign-in and cleared on sign-out.
describe('auth_check cookie', () => {
  it('is set from user.auth_check on a successful sign-in, body unchanged, backend cookies kept', async () => {
    const body = JSON.stringify(SIGNED_IN);
    const response = await signIn(
      () => new Response(body, { headers: { 'content-type': 'application/json', 'set-cookie': 'sid=s1; Domain=api.x; Path=/; HttpOnly' } }),
    );
    expect(response.status).toBe(200);
    expect(authCheckCookies(response)).toEqual([`auth_check=AbC-123_xyz; Max-Age=${SIXTY_DAYS}; Path=/; HttpOnly; SameSite=Lax`]);
    expect(response.headers.getSetCookie()).toContain('sid=s1; Path=/; HttpOnly');
    expect(await response.text()).toBe(body);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is Secure over https (request URL)', async () => {
    const response = await signIn(() => Response.json(SIGNED_IN), 'https://shop.sk');
    expect(authCheckCookies(response)[0]).toMatch(/; Secure;/);
  });

  it('is Secure when Next reports https in X-Forwarded-Proto', async () => {
    const response = await signIn(() => Response.json(SIGNED_IN), 'http://localhost:3000', { 'x-forwarded-proto': 'https' });
    expect(authCheckCookies(response)[0]).toMatch(/; Secure;/);
  });

  it('is not Secure over plain http', async () => {
    expect(authCheckCookies(await signIn(() => Response.json(SIGNED_IN)))[0]).not.toMatch(/Secure/);
  });

  it.each([
    [
      'a failed sign-in (success false, 200)',
      () => Response.json({ success: false, error: [{ key: 'email', code: 'messages.validation.email.notExists' }], user: { auth_check: 'x' } }),
    ],
    ['a non-2xx answer', () => Response.json(SIGNED_IN, { status: 401 })],
    ['a body without user.auth_check', () => Response.json({ success: true, user: { username: 'jana' } })],
    ['an auth_check that is not a string', () => Response.json({ success: true, user: { auth_check: 42 } })],
    ['a non-JSON body', () => new Response('<html>oops</html>')],
  ])('is not set for %s, and the body passes unchanged', async (_, answer) => {
    const expected = await answer().text();
    const response = await signIn(answer);
    expect(authCheckCookies(response)).toEqual([]);
    expect(await response.text()).toBe(expected);
  });

  it('is set when success is omitted on a 2xx (contract: missing success on 2xx is success)', async () => {
    const response = await signIn(() => Response.json({ user: { auth_check: 'v' } }));
    expect(authCheckCookies(response)).toHaveLength(1);
  });

  it.each(['/admin/v1/sign/out/', '/admin/v1/sign/out'])('is cleared on GET %s whatever the upstream answered', async (path) => {
    for (const answer of [() => Response.json({ success: true }), () => Response.json({ success: false }, { status: 500 })]) {
      const proxy = createProxy({ send: fakeUpstream(answer).send });
      const response = await proxy(new Request(`https://shop.sk${path}`, { headers: { cookie: 'sid=1; auth_check=2', 'sec-fetch-site': 'same-origin' } }));
      expect(authCheckCookies(response)).toEqual(['auth_check=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax']);
    }
  });

  it('is cleared on sign-out even when the backend timed out', async () => {
    const proxy = createProxy({ send: () => Promise.reject(new UpstreamTimeoutError('x')) });
    const response = await proxy(new Request('http://localhost:3000/admin/v1/sign/out/', { headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(response.status).toBe(504);
    expect(authCheckCookies(response)).toEqual(['auth_check=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('is left alone by other calls', async () => {
    const proxy = createProxy({ send: fakeUpstream(() => Response.json(SIGNED_IN)).send });
    const response = await proxy(new Request('http://localhost:3000/admin/v1/sign/user'));
    expect(authCheckCookies(response)).toEqual([]);
  });

  it('knows which calls touch it', () => {
    expect(authCookieAction('POST', '/sign/in')).toBe('set-from-sign-in');
    expect(authCookieAction('POST', '/sign/in/')).toBe('set-from-sign-in');
    expect(authCookieAction('GET', '/sign/in')).toBeNull();
    expect(authCookieAction('GET', '/sign/out/')).toBe('clear');
    expect(authCookieAction('POST', '/sign/out/')).toBeNull();
    expect(authCookieAction('GET', '/sign/outside')).toBeNull();
    // accepting an invitation into a company signs the invitee in (docs/decisions/059-company-accounts.md)
    expect(authCookieAction('POST', '/x/company/invitation/AbC-123_xyz/accept')).toBe('set-from-sign-in');
    expect(authCookieAction('GET', '/x/company/invitation/AbC-123_xyz/accept')).toBeNull();
    expect(authCookieAction('GET', '/x/company/invitation/AbC-123_xyz')).toBeNull();
    expect(authCookieAction('POST', '/x/company/invitation/a/b/accept')).toBeNull();
  });
});

function hintCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((c) => c.startsWith('signed_in='));
}

// The signed-in hint lets the browser skip the session check when it cannot have a session.
describe('signed_in hint cookie', () => {
  it('comes with auth_check on a successful sign-in, readable by the page (not httpOnly)', async () => {
    const response = await signIn(() => Response.json(SIGNED_IN), 'https://shop.sk');
    expect(hintCookies(response)).toEqual([`signed_in=1; Max-Age=${SIXTY_DAYS}; Path=/; Secure; SameSite=Lax`]);
  });

  it('is not set by a failed sign-in', async () => {
    const response = await signIn(() =>
      Response.json({ success: false, error: [{ key: 'password', code: 'messages.validation.password.incorrect' }] }, { status: 400 }),
    );
    expect(hintCookies(response)).toEqual([]);
  });

  it('is cleared on sign-out, also when the backend failed', async () => {
    const proxy = createProxy({ send: () => Promise.reject(new UpstreamTimeoutError('x')) });
    const response = await proxy(new Request('http://localhost:3000/admin/v1/sign/out/', { headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(hintCookies(response)).toEqual(['signed_in=; Max-Age=0; Path=/; SameSite=Lax']);
  });

  it('is cleared when the session check says not logged in (the session ended), kept when it answers the user', async () => {
    const notLoggedIn = { success: false, error: [{ key: 'user', code: 'messages.user.not-logged-in' }] };
    const ended = await createProxy({ send: fakeUpstream(() => Response.json(notLoggedIn, { status: 401 })).send })(
      new Request('http://localhost:3000/admin/v1/sign/user', { headers: { cookie: 'sid=old; signed_in=1' } }),
    );
    expect(hintCookies(ended)).toEqual(['signed_in=; Max-Age=0; Path=/; SameSite=Lax']);
    const alive = await createProxy({ send: fakeUpstream(() => Response.json(SIGNED_IN)).send })(
      new Request('http://localhost:3000/admin/v1/sign/user', { headers: { cookie: 'sid=s; signed_in=1' } }),
    );
    expect(hintCookies(alive)).toEqual([]);
    expect(authCookieAction('GET', '/sign/user/')).toBe('session-check');
  });
});
