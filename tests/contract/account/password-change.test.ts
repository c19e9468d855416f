import { okSchema } from '@/lib/contract/schemas/common';
import { call, callJson, DEMO_EMAIL, DEMO_PASSWORD } from '../support/backend';
import { customerRow, errorsOf, register, sessionCount, sessionWorks, sidOf, sidSetCookie, signIn, SLOW, trySignIn } from './helpers';

jest.setTimeout(120_000);

const change = (cookie: string, body: unknown) => call('PATCH', '/admin/v1/customer/password', { cookie, body });

describe('PATCH /customer/password', () => {
  it('answers a wrong old password with key old and changes nothing', async () => {
    const { cookie } = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const response = await change(cookie, { old: 'Wrong1234!', password: 'Nove12345' });
    expect(response.status).toBe(400);
    expect(errorsOf(await response.json())).toEqual([{ key: 'old', code: 'messages.validation.password.incorrect' }]);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionWorks(cookie)).toBe(true);
  });

  it('refuses a new password under 8 characters, a missing old one and an overlong one with 400', async () => {
    const { cookie } = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const short = await change(cookie, { old: DEMO_PASSWORD, password: 'kratke' });
    expect(short.status).toBe(400);
    expect(errorsOf(await short.json())).toEqual([{ key: 'password', code: 'messages.validation.password.minLength' }]);
    const missing = await change(cookie, { password: 'Nove12345' });
    expect(missing.status).toBe(400);
    expect(errorsOf(await missing.json())[0]?.key).toBe('old');
    const long = await change(cookie, { old: DEMO_PASSWORD, password: 'x'.repeat(1100) });
    expect(long.status).toBe(400);
    expect(errorsOf(await long.json())[0]?.key).toBe('password');
  });

  it('changes the password, ends every other session and gives the current one a new id', async () => {
    await register('zmena@example.sk', 'Povodne123');
    const elsewhere = await signIn('zmena@example.sk', 'Povodne123', '192.0.2.20');
    const here = await signIn('zmena@example.sk', 'Povodne123', '192.0.2.21');
    const customer = await customerRow('zmena@example.sk');
    expect(await sessionCount(customer.id)).toBe(2);

    const response = await change(here.cookie, { old: 'Povodne123', password: 'Nove-heslo-1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(okSchema.parse(await response.json()).success).toBe(true);
    const newSid = sidOf(response);
    expect(newSid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSid).not.toBe(here.sid);
    expect(sidSetCookie(response)).toMatch(/HttpOnly; SameSite=Lax/);

    // the old id of this very browser is dead; the new id works with the auth_check it already has
    expect(await sessionWorks(here.cookie)).toBe(false);
    expect(await sessionWorks(`sid=${newSid}; auth_check=${here.user.auth_check}`)).toBe(true);
    expect(await sessionWorks(elsewhere.cookie)).toBe(false);
    expect(await sessionCount(customer.id)).toBe(1);

    expect((await trySignIn('zmena@example.sk', 'Povodne123')).status).toBe(401);
    expect((await signIn('zmena@example.sk', 'Nove-heslo-1')).user.email).toBe('zmena@example.sk');
  });

  it(
    'blocks guessing the old password after 10 wrong tries',
    async () => {
      await register('hadanie@example.sk', 'Povodne123');
      const { cookie } = await signIn('hadanie@example.sk', 'Povodne123');
      const wrong = await Promise.all(Array.from({ length: 10 }, (_, i) => change(cookie, { old: `Zle-heslo-${i}`, password: 'Nove12345' })));
      expect(wrong.map((r) => r.status)).toEqual(Array(10).fill(400));
      const blocked = await callJson('PATCH', '/admin/v1/customer/password', { cookie, body: { old: 'Povodne123', password: 'Nove12345' } });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    },
    SLOW * 2,
  );
});
