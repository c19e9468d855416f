import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { DEMO_EMAIL, DEMO_PASSWORD, callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { errorsOf, register, signIn, trySignIn } from './helpers';

// dozens of password checks at OWASP cost; run in parallel where the order does not matter
jest.setTimeout(180_000);

const TOO_MANY = [{ key: 'rateLimit', code: 'messages.rateLimit.tooMany' }];

function expectTooMany(result: { status: number; headers: Headers; body: unknown }, maxSeconds: number) {
  expect(result.status).toBe(429);
  expect(errorsOf(result.body)).toEqual(TOO_MANY);
  const retryAfter = Number(result.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('sign-in rate limits', () => {
  it('blocks an account after 10 failures for at most 15 minutes, even with the right password', async () => {
    const failures = await Promise.all(Array.from({ length: 10 }, (_, i) => trySignIn(DEMO_EMAIL, `Wrong-${i}`, `203.0.113.${i + 1}`)));
    expect(failures.map((f) => f.status)).toEqual(Array(10).fill(401));
    expectTooMany(await trySignIn(DEMO_EMAIL, DEMO_PASSWORD, '203.0.113.99'), 15 * 60);
    // another account from the same address is not affected
    expect((await trySignIn('someone.else@example.sk', 'whatever1', '203.0.113.1')).status).toBe(401);
  });

  it('counts parallel attempts exactly: of 11 at once one is refused', async () => {
    await register('parallel@example.sk');
    const results = await Promise.all(Array.from({ length: 11 }, (_, i) => trySignIn('parallel@example.sk', `Wrong-${i}`, `203.0.113.${100 + i}`)));
    expect(results.filter((r) => r.status === 429)).toHaveLength(1);
  });

  it('starts the account count again after a successful sign-in', async () => {
    await register('resets@example.sk', 'Spravne123');
    const attempt = (i: number) => trySignIn('resets@example.sk', `Wrong-${i}`, `198.18.0.${i + 1}`);
    expect((await Promise.all(Array.from({ length: 9 }, (_, i) => attempt(i)))).map((r) => r.status)).toEqual(Array(9).fill(401));
    await signIn('resets@example.sk', 'Spravne123', '198.18.0.200');
    // ten more failures are allowed again: the window restarted
    expect((await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i + 10)))).map((r) => r.status)).toEqual(Array(10).fill(401));
    expectTooMany(await attempt(20), 15 * 60);
  });

  it('blocks a client address after 30 failures across accounts; other addresses still sign in', async () => {
    const address = '198.51.100.77';
    const failures = await Promise.all(Array.from({ length: 30 }, (_, i) => trySignIn(`probe${i}@example.sk`, 'Nothing123', address)));
    expect(failures.every((f) => f.status === 401)).toBe(true);
    expectTooMany(await trySignIn('probe-next@example.sk', 'Nothing123', address), 15 * 60);
    await register('office@example.sk', 'Kancelaria1');
    expectTooMany(await trySignIn('office@example.sk', 'Kancelaria1', address), 15 * 60);
    expect((await signIn('office@example.sk', 'Kancelaria1', '198.51.100.78')).user.email).toBe('office@example.sk');
  });
});

describeOnEachDriver('the address limit', () => {
  it('counts only failures against an address: an office signing in at once is never refused for its successes', async () => {
    const office = '198.51.100.90';
    const failures = await Promise.all(Array.from({ length: 29 }, (_, i) => trySignIn(`stranger${i}@example.sk`, 'Nothing123', office)));
    expect(failures.every((f) => f.status === 401)).toBe(true);
    const installers = ['installer0@example.sk', 'installer1@example.sk', 'installer2@example.sk', 'installer3@example.sk', 'installer4@example.sk'];
    for (const email of installers) await register(email, 'Kancelaria1');
    // one failure short of the limit, five correct sign-ins at once all get in
    const correct = await Promise.all(installers.map((email) => trySignIn(email, 'Kancelaria1', office)));
    expect(correct.map((r) => r.status)).toEqual(Array(5).fill(200));
    // they did not use up the address's allowance: the 30th failure is still answered, the next attempt is not
    expect((await trySignIn('stranger-last@example.sk', 'Nothing123', office)).status).toBe(401);
    expectTooMany(await trySignIn('installer0@example.sk', 'Kancelaria1', office), 15 * 60);
  });
});

describe('password reset rate limits', () => {
  afterEach(settleBackgroundWork);

  const reset = (email: string, address: string) =>
    callJson('GET', `/admin/v1/sign/reset/sk/${encodeURIComponent(email)}`, { headers: { 'X-Forwarded-For': address } });

  it('answers at most 5 requests an hour for one e-mail, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await reset('flood@example.sk', `192.0.2.${10 + i}`)).status).toBe(200);
    expectTooMany(await reset('FLOOD@example.sk', '192.0.2.30'), 60 * 60);
  });

  it('answers at most 20 requests an hour from one address, an IPv6 /64 counting as one', async () => {
    for (let i = 0; i < 20; i++) expect((await reset(`user${i}@example.sk`, `2001:db8:0:0::${(i + 1).toString(16)}`)).status).toBe(200);
    expectTooMany(await reset('user-next@example.sk', '2001:db8::ffff:1'), 60 * 60);
    expect((await reset('user-next@example.sk', '2001:db8:0:1::1')).status).toBe(200);
  });
});
