import { eq } from 'drizzle-orm';
import { okSchema } from '@/lib/contract/schemas/common';
import { getDb } from '@/lib/backend/db/client';
import { addresses, customers } from '@/lib/backend/db/schema';
import { callJson, callPrivate } from '../support/backend';
import { customerRow, errorsOf, register, registration, sessionWorks, signIn, SLOW, trySignIn } from './helpers';

jest.setTimeout(SLOW);

describe('POST /sign/up', () => {
  afterEach(() => {
    delete process.env.AUTO_ACTIVATE_CUSTOMERS;
  });

  it('registers a company customer who can then sign in, without signing in at once', async () => {
    const response = await callPrivate('POST', '/admin/v1/sign/up', { body: registration('Nova.Firma@Example.SK') });
    expect(okSchema.parse(await response.json()).success).toBe(true);
    expect(response.headers.getSetCookie()).toEqual([]);

    const row = await customerRow('nova.firma@example.sk');
    expect(row).toMatchObject({
      companyName: 'Test Montáže s.r.o.',
      companyId: '51234564',
      vatRegistrationId: '2121234567',
      extVatRegistrationId: 'SK2121234567',
      phone: '+421 900 000 000',
      active: true,
      newsletter: false,
      // the single-space fillers are not a name
      firstName: '',
      lastName: '',
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const db = await getDb();
    expect(await db.select().from(addresses).where(eq(addresses.customerId, row.id))).toEqual([]);

    const { user, cookie } = await signIn('nova.firma@example.sk', 'Heslo1234');
    expect(user).toMatchObject({ username: 'nova.firma@example.sk', email: 'nova.firma@example.sk', company_name: 'Test Montáže s.r.o.' });
    expect(await sessionWorks(cookie)).toBe(true);
  });

  it('refuses an e-mail that is already registered, in any letter case, with key email', async () => {
    await register('dup@example.sk');
    for (const email of ['dup@example.sk', 'DUP@Example.sk', '  Dup@example.SK ', 'DEMO@securitech.sk']) {
      const { status, body } = await callJson('POST', '/admin/v1/sign/up', { body: registration(email) });
      expect(status).toBe(409);
      expect(errorsOf(body)).toEqual([{ key: 'email', code: 'messages.validation.email.exists' }]);
    }
  });

  it('validates the payload with docs/rules.md#validation rules and names each bad field', async () => {
    const bad = { ...registration('x@example.sk'), email: 'not-an-email', password: 'short', companyName: '  ', personalDataCheckbox: false };
    const { status, body } = await callJson('POST', '/admin/v1/sign/up', { body: bad });
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual(
      expect.arrayContaining([
        { key: 'email', code: 'messages.validation.email.invalidEmail' },
        { key: 'password', code: 'messages.validation.password.minLength' },
        { key: 'companyName', code: 'messages.validation.companyName.required' },
        { key: 'personalDataCheckbox', code: 'messages.validation.personalDataCheckbox.checkboxRequired' },
      ]),
    );
  });

  it('answers a missing or non-JSON body with 400', async () => {
    for (const body of [undefined, 'not json', '[]']) {
      const { status, body: answer } = await callJson('POST', '/admin/v1/sign/up', { body });
      expect(status).toBe(400);
      expect(errorsOf(answer)[0]?.key).toBe('body');
    }
  });

  it('refuses a password over 1024 bytes with 400, not a crash', async () => {
    const { status, body } = await callJson('POST', '/admin/v1/sign/up', { body: registration('long@example.sk', 'ž'.repeat(700)) });
    expect(status).toBe(400);
    expect(errorsOf(body)[0]?.key).toBe('password');
  });

  it('leaves the account inactive when AUTO_ACTIVATE_CUSTOMERS=false: sign-in says notAllowed until activated', async () => {
    process.env.AUTO_ACTIVATE_CUSTOMERS = 'false';
    await register('waiting@example.sk');
    const refused = await trySignIn('waiting@example.sk', 'Heslo1234');
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)).toEqual([{ key: 'email', code: 'messages.validation.email.notAllowed' }]);
    expect(refused.headers.getSetCookie()).toEqual([]);

    const db = await getDb();
    await db.update(customers).set({ active: true }).where(eq(customers.email, 'waiting@example.sk'));
    expect((await signIn('waiting@example.sk', 'Heslo1234')).user.email).toBe('waiting@example.sk');
  });
});
