import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { customers, sessions } from '@/lib/backend/db/schema';
import { HASH_QUEUE, HASH_SLOTS, inHashSlot } from '@/lib/backend/auth/hash-gate';
import { hashPassword } from '@/lib/backend/password';
import { call, DEMO_EMAIL, DEMO_PASSWORD, demoCustomerCookie } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { customerRow, errorsOf, registration, sessionCount, sidOf, signIn, SLOW, trySignIn } from './helpers';

jest.setTimeout(SLOW);

/** One office of installers: every sign-in comes from this address, as the proxy forwards it. */
const OFFICE = '203.0.113.40';
const RUSH = 40;
const PASSWORD = 'Montaz-2026!';
const BUSY = [{ key: 'busy', code: 'messages.busy.tryAgain' }];
/** Only names a hang in the failure message; no assertion depends on how long anything took. */
const REPORT_AFTER_MS = 30_000;

/** Active customers made directly in the database; one real hash serves all, each sign-in still verifies it in full. */
async function addCustomers(prefix: string, count: number, passwordHash: string): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@montaze.sk`);
  const rows = emails.map((email, i) => ({ email, passwordHash, companyName: `Montáže ${i} s.r.o.`, companyId: String(51_000_000 + i), active: true }));
  await (await getDb()).insert(customers).values(rows);
  return emails;
}

/** What the browser got: signed in (200 with a sid), told to retry (503 busy with Retry-After), or anything else spelled out. */
async function outcome(pending: Promise<Response>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${REPORT_AFTER_MS / 1000} s`), REPORT_AFTER_MS);
  });
  const answered = pending.then(async (response) => {
    const body: unknown = await response.json();
    if (response.status === 200 && sidOf(response)) return 'signed in';
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 503 && retryAfter > 0 && JSON.stringify(errorsOf(body)) === JSON.stringify(BUSY)) return 'busy, retry later';
    return `HTTP ${response.status} ${JSON.stringify(body)}`;
  });
  try {
    return await Promise.race([answered, silent]);
  } finally {
    clearTimeout(timer);
  }
}

describeOnEachDriver('a morning rush of sign-ins', () => {
  it('40 customers of one office at once: every one gets in (the queue holds them however slow the machine), and every session made was answered', async () => {
    const emails = await addCustomers('rush', RUSH, await hashPassword(PASSWORD));
    const outcomes = await Promise.all(
      emails.map((email) => outcome(call('POST', '/admin/v1/sign/in', { body: { email, password: PASSWORD }, headers: { 'X-Forwarded-For': OFFICE } }))),
    );
    const signedIn = outcomes.filter((o) => o === 'signed in').length;
    // nothing but the two answers a browser can act on: no 429 for the office, no timeout
    expect(outcomes.filter((o) => o !== 'signed in' && o !== 'busy, retry later')).toEqual([]);
    // 40 fit the queue's 1.5 s of work on two cores (lib/backend/auth/hash-gate.ts), and a place taken is served
    expect(RUSH).toBeLessThanOrEqual(HASH_SLOTS + HASH_QUEUE);
    expect(signedIn).toBe(RUSH);

    const db = await getDb();
    const ids = (await db.select({ id: customers.id }).from(customers).where(inArray(customers.email, emails))).map((r) => r.id);
    const made = await db.select({ customerId: sessions.customerId }).from(sessions).where(inArray(sessions.customerId, ids));
    expect(made).toHaveLength(signedIn);
  });
});

describeOnEachDriver('password hashes of the earlier format', () => {
  it('accepts an old scrypt hash and replaces it by an argon2id hash once', async () => {
    // the format and cost the shop stored before: scrypt N=2^17, r=8, p=1
    const salt = randomBytes(16);
    const derive = promisify<string, Buffer, number, { N: number; r: number; p: number; maxmem: number }, Buffer>(scrypt);
    const key = await derive('Stare-Heslo1', salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const old = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    const [email = ''] = await addCustomers('old-hash', 1, old);

    expect((await trySignIn(email, 'Zle-Heslo1', '192.0.2.60')).status).toBe(401);
    expect((await customerRow(email)).passwordHash).toBe(old);

    await signIn(email, 'Stare-Heslo1', '192.0.2.60');
    const upgraded = (await customerRow(email)).passwordHash;
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    // the new hash opens the same account and is kept: the upgrade happens once
    await signIn(email, 'Stare-Heslo1', '192.0.2.60');
    expect((await customerRow(email)).passwordHash).toBe(upgraded);
  });
});

describeOnEachDriver('when every hashing slot and queue place is taken', () => {
  it('answers sign-in, registration and password change 503 with Retry-After at once, and changes nothing', async () => {
    const before = await customerRow(DEMO_EMAIL);
    const sessionsBefore = await sessionCount(before.id);
    const cookie = await demoCustomerCookie();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // a rush beyond what the machine can hash: every slot busy, every queue place waiting
    const occupants = Array.from({ length: HASH_SLOTS + HASH_QUEUE }, () => inHashSlot(() => held));
    try {
      // eleven refusals in a row: a busy answer is not a failed attempt, so the account limit (10) is not reached
      for (let i = 0; i < 11; i++) {
        expect(
          await outcome(call('POST', '/admin/v1/sign/in', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, headers: { 'X-Forwarded-For': OFFICE } })),
        ).toBe('busy, retry later');
      }
      const signUp = await call('POST', '/admin/v1/sign/up', { body: registration('busy-day@montaze.sk'), headers: { 'X-Forwarded-For': OFFICE } });
      expect(signUp.status).toBe(503);
      expect(errorsOf(await signUp.json())).toEqual(BUSY);
      const change = await call('PATCH', '/admin/v1/customer/password', { cookie, body: { old: DEMO_PASSWORD, password: 'Nove-Heslo1' } });
      expect(change.status).toBe(503);
      expect(Number(change.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      release();
      await Promise.all(occupants);
    }
    expect(await sessionCount(before.id)).toBe(sessionsBefore + 1); // only the cookie made above
    expect((await customerRow(DEMO_EMAIL)).passwordHash).toBe(before.passwordHash);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(customers)
        .where(inArray(customers.email, ['busy-day@montaze.sk'])),
    ).toEqual([]);
    // once the rush is over the same customer signs in
    expect((await signIn(DEMO_EMAIL, DEMO_PASSWORD, OFFICE)).user.email).toBe(DEMO_EMAIL);
  });
});
