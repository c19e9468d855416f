import { okSchema } from '@/lib/contract/schemas/common';
import { signUserResponseSchema } from '@/lib/contract/schemas/user';
import { call, callJson, DEMO_EMAIL, DEMO_PASSWORD, callPrivate } from '../support/backend';
import { customerRow, errorsOf, sessionWorks, sidOf, sidSetCookie, signIn, SLOW, trySignIn } from './helpers';

jest.setTimeout(SLOW);

describe('POST /sign/in', () => {
  it('signs in: a new session cookie, the user with auth_check, last_auth_check updated', async () => {
    const before = new Date();
    const response = await callPrivate('POST', '/admin/v1/sign/in', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const { user } = signUserResponseSchema.parse(await response.json());
    expect(user.username).toBe(DEMO_EMAIL);
    expect(user.first_name).toBe('Peter');
    expect(user.auth_check.length).toBeGreaterThanOrEqual(43);
    expect(new Date(user.last_auth_check ?? 0).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect((await customerRow(DEMO_EMAIL)).lastAuthCheck?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const cookie = sidSetCookie(response) ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    // the storefront sends sid plus the auth_check it kept from the body
    expect(await sessionWorks(`sid=${sidOf(response)}; auth_check=${user.auth_check}`)).toBe(true);
    // without the matching auth_check the session is refused
    expect(await sessionWorks(`sid=${sidOf(response)}`)).toBe(false);
  });

  it('accepts the e-mail in any letter case', async () => {
    expect((await signIn('  Demo@SecuriTech.SK ', DEMO_PASSWORD)).user.email).toBe(DEMO_EMAIL);
  });

  it('marks the cookie Secure over https', async () => {
    const response = await call('POST', '/admin/v1/sign/in', {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '192.0.2.50' },
    });
    expect(response.status).toBe(200);
    expect(sidSetCookie(response)).toMatch(/; Secure/);
  });

  it('answers an unknown e-mail with key email, messages.validation.email.notExists', async () => {
    const { status, body, headers } = await trySignIn('nobody@example.sk', DEMO_PASSWORD);
    expect(status).toBe(401);
    expect(errorsOf(body)).toEqual([{ key: 'email', code: 'messages.validation.email.notExists' }]);
    expect(headers.getSetCookie()).toEqual([]);
  });

  it('answers a wrong password with key password, messages.validation.password.incorrect', async () => {
    const { status, body } = await trySignIn(DEMO_EMAIL, 'Wrong1234!');
    expect(status).toBe(401);
    expect(errorsOf(body)).toEqual([{ key: 'password', code: 'messages.validation.password.incorrect' }]);
  });

  it('requires both fields and answers 400', async () => {
    const { status, body } = await callJson('POST', '/admin/v1/sign/in', { body: { email: '', password: '' } });
    expect(status).toBe(400);
    expect(
      errorsOf(body)
        .map((e) => e.key)
        .sort(),
    ).toEqual(['email', 'password']);
    expect((await callJson('POST', '/admin/v1/sign/in', { body: 'garbage' })).status).toBe(400);
  });

  it('refuses a password over 1024 bytes with 400, not a crash', async () => {
    const { status, body } = await trySignIn(DEMO_EMAIL, '😀'.repeat(300));
    expect(status).toBe(400);
    expect(errorsOf(body)[0]?.key).toBe('password');
  });

  it('opens a new session each time; earlier sessions stay valid until signed out', async () => {
    const first = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const second = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    expect(second.sid).not.toBe(first.sid);
    expect(second.user.auth_check).not.toBe(first.user.auth_check);
    expect(await sessionWorks(first.cookie)).toBe(true);
    expect(await sessionWorks(second.cookie)).toBe(true);
  });
});

describe('signing in on a browser that already has a session', () => {
  it('ends the session that browser carried', async () => {
    const before = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const response = await call('POST', '/admin/v1/sign/in', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, cookie: before.cookie });
    expect(response.status).toBe(200);
    expect(sidOf(response)).not.toBe(before.sid);
    expect(await sessionWorks(before.cookie)).toBe(false);
  });
});

describe('GET /sign/out/', () => {
  it('ends the current session only and clears the sid cookie', async () => {
    const first = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const other = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const response = await call('GET', '/admin/v1/sign/out/', { cookie: first.cookie });
    expect(response.status).toBe(200);
    expect(okSchema.parse(await response.json()).success).toBe(true);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(sidSetCookie(response)).toMatch(/^sid=; .*Max-Age=0/);
    expect(sidSetCookie(response)).toContain('HttpOnly');
    expect(await sessionWorks(first.cookie)).toBe(false);
    expect(await sessionWorks(other.cookie)).toBe(true);
  });

  it('works without the trailing slash and for guests, always with success', async () => {
    const { cookie } = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const { status, body } = await callJson('GET', '/admin/v1/sign/out', { cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(await sessionWorks(cookie)).toBe(false);
    for (const guestCookie of [undefined, 'sid=unknown; auth_check=x', 'sid=' + 'a'.repeat(500)]) {
      const guest = await callJson('GET', '/admin/v1/sign/out/', { cookie: guestCookie });
      expect(guest.status).toBe(200);
      expect(guest.body).toEqual({ success: true });
    }
  });
});
