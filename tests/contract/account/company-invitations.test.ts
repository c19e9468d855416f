import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { invitationPreviewResponseSchema, peopleResponseSchema, personResponseSchema } from '@/lib/contract/schemas/people';
import { signUserResponseSchema } from '@/lib/contract/schemas/user';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb } from '@/lib/backend/db/client';
import { companyInvitations, customers } from '@/lib/backend/db/schema';
import { siteUrl } from '@/lib/runtime/config/shop';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { buyer } from '../checkout/support';
import { customerRow, errorsOf, mailFiles, register, sessionCount, sessionWorks, sidOf, signIn, trySignIn, SLOW } from './helpers';

jest.setTimeout(SLOW);

const V1 = '/admin/v1';
const FORBIDDEN = [{ key: 'user', code: 'messages.user.forbidden' }];
const PASSWORD = 'Nove-heslo-1';

/** Undoes quoted-printable (soft breaks, =XX bytes), the transfer encoding nodemailer picks for the text parts. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The token of the newest invitation mail written for `email`, and the mail's decoded text. */
async function tokenFromMail(email: string): Promise<{ token: string; text: string }> {
  const files = (await mailFiles()).filter((f) => f.endsWith(`-company-invitation-${email}.eml`)).sort();
  const text = decodeQuotedPrintable(fs.readFileSync(files[files.length - 1] ?? '', 'utf8'));
  const token = new RegExp(`${siteUrl().replace(/[.]/g, '\\.')}/pozvanka/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail:\n${text}`);
  return { token, text };
}

const invite = (cookie: string, body: unknown) => callJson('POST', `${V1}/x/company/invitations`, { cookie, body });
const people = (cookie: string) => callJson('GET', `${V1}/x/company/people`, { cookie });
const preview = (token: string) => callJson('GET', `${V1}/x/company/invitation/${token}`);
const accept = (token: string, body: unknown = { firstName: 'Peter', lastName: 'Nový', password: PASSWORD }) =>
  callJson('POST', `${V1}/x/company/invitation/${token}/accept`, { body });

/** Invites `email` as the owner of `cookie` and returns the mailed token. */
async function invited(cookie: string, email: string, role = 'buyer', limit: number | null = 800): Promise<string> {
  const answer = await invite(cookie, { email, role, limit });
  expect(answer.status).toBe(200);
  return (await tokenFromMail(email)).token;
}

describeOnEachDriver('inviting people into a company (decision 059)', (driver) => {
  const ownerEmail = `majitel-pozvanky-${driver}@firma-a.sk`;
  const strangerEmail = `majitel-pozvanky-${driver}@firma-b.sk`;
  const at = (name: string) => `${name}-${driver}@firma-a.sk`;
  let owner: string;
  let stranger: string;
  let ownerId: number;

  beforeAll(async () => {
    owner = await buyer(ownerEmail);
    stranger = await buyer(strangerEmail);
    ownerId = (await customerRow(ownerEmail)).id;
  });
  afterEach(settleBackgroundWork);

  it('mails a single-use link that shows the company and, accepted, makes the person and signs them in', async () => {
    const email = at('technik');
    // the address as typed, with spaces and capitals: stored and mailed normalized
    expect((await invite(owner, { email: `  ${email.toUpperCase()} `, role: 'buyer', limit: 800 })).status).toBe(200);
    const { token, text } = await tokenFromMail(email);
    expect(text).toContain('Test Montáže s.r.o.');
    expect(text).toContain('nákupca');
    expect(text).toContain('7 dní');
    // only the hash is stored
    const db = await getDb();
    const stored = await db.select().from(companyInvitations).where(eq(companyInvitations.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const listed = peopleResponseSchema.parse((await people(owner)).body);
    expect(listed.invitations).toEqual([expect.objectContaining({ email, role: 'buyer', order_limit_exc_vat: 800, expired: false })]);

    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(invitationPreviewResponseSchema.parse(shown.body).invitation).toEqual({ company_name: 'Test Montáže s.r.o.', email, role: 'buyer' });

    const accepted = await callJson('POST', `${V1}/x/company/invitation/${token}/accept`, {
      body: { firstName: 'Peter', lastName: 'Nový', password: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    const { user } = signUserResponseSchema.parse(accepted.body);
    expect(user).toMatchObject({ email, first_name: 'Peter', role: 'buyer', order_limit_exc_vat: 800, company_name: 'Test Montáže s.r.o.' });
    const row = await customerRow(email);
    expect(row).toMatchObject({ companyAccountId: ownerId, role: 'buyer', orderLimitCents: 80_000, active: true });
    expect(await sessionCount(row.id)).toBe(1);
    // their own sign-in with the password they chose
    expect((await signIn(email, PASSWORD)).user.role).toBe('buyer');

    // single use
    expect((await accept(token)).status).toBe(410);
    expect(errorsOf((await preview(token)).body)).toEqual([{ key: 'invitation', code: 'messages.invitation.used' }]);
    const after = peopleResponseSchema.parse((await people(owner)).body);
    expect(after.invitations).toEqual([]);
    expect(after.people.map((p) => [p.email, p.role, p.active])).toEqual([
      [ownerEmail, 'owner', true],
      [email, 'buyer', true],
    ]);
  });

  it('answers the sign-in cookie as POST /sign/in does', async () => {
    const email = at('cookie');
    const response = await callJson('POST', `${V1}/x/company/invitation/${await invited(owner, email, 'accountant', 500)}/accept`, {
      body: { firstName: 'Jana', lastName: 'Účtovná', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    const { user } = signUserResponseSchema.parse(response.body);
    // an accountant has no limit, whatever the owner typed
    expect(user).toMatchObject({ role: 'accountant', order_limit_exc_vat: null });
    const sid = sidOf(new Response(null, { headers: response.headers }));
    expect(sid).toBeTruthy();
    expect(await sessionWorks(`sid=${sid}; auth_check=${user.auth_check}`)).toBe(true);
  });

  it('refuses a weak password and an empty name with field errors, keeping the token', async () => {
    const token = await invited(owner, at('slabe-heslo'));
    const weak = await accept(token, { firstName: ' ', lastName: 'X', password: 'kratke' });
    expect(weak.status).toBe(400);
    expect(
      errorsOf(weak.body)
        .map((e) => e.key)
        .sort(),
    ).toEqual(['firstName', 'password']);
    expect((await preview(token)).status).toBe(200);
  });

  it('answers an expired link 410 and an unknown one 404', async () => {
    const email = at('neskoro');
    const token = await invited(owner, email);
    const db = await getDb();
    await db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, email));
    expect(errorsOf((await preview(token)).body)).toEqual([{ key: 'invitation', code: 'messages.invitation.expired' }]);
    // the owner sees it lapsed and can invite again
    expect(peopleResponseSchema.parse((await people(owner)).body).invitations.find((i) => i.email === email)).toMatchObject({ expired: true });
    const late = await accept(token);
    expect(late.status).toBe(410);
    expect(errorsOf(late.body)).toEqual([{ key: 'invitation', code: 'messages.invitation.expired' }]);
    expect(await db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
    const unknown = await preview('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body)).toEqual([{ key: 'invitation', code: 'messages.invitation.notFound' }]);
  });

  it('replaces an unused invitation when inviting again, and cancels one', async () => {
    const email = at('znova');
    const first = await invited(owner, email, 'buyer', 100);
    const second = await invited(owner, email, 'accountant', null);
    expect(first).not.toBe(second);
    expect((await preview(first)).status).toBe(404);
    expect(invitationPreviewResponseSchema.parse((await preview(second)).body).invitation.role).toBe('accountant');
    const pending = peopleResponseSchema.parse((await people(owner)).body).invitations.filter((i) => i.email === email);
    expect(pending).toEqual([expect.objectContaining({ role: 'accountant', order_limit_exc_vat: null })]);

    expect((await callJson('DELETE', `${V1}/x/company/invitations/${encodeURIComponent(email)}`, { cookie: owner })).status).toBe(200);
    expect((await preview(second)).status).toBe(404);
    expect((await callJson('DELETE', `${V1}/x/company/invitations/${encodeURIComponent(email)}`, { cookie: owner })).status).toBe(404);
  });

  it('refuses an address with an account: another company’s, an active colleague’s, or one registered after the invitation', async () => {
    for (const email of [strangerEmail, ownerEmail, at('technik')]) {
      const taken = await invite(owner, { email, role: 'buyer', limit: null });
      expect(taken.status).toBe(409);
      expect(errorsOf(taken.body)).toEqual([{ key: 'email', code: 'messages.company.emailTaken' }]);
    }
    // registered elsewhere between the invitation and its acceptance: refused, nothing joins company A
    const email = at('inde');
    const token = await invited(owner, email);
    await register(email);
    const late = await accept(token);
    expect(late.status).toBe(409);
    expect(errorsOf(late.body)).toEqual([{ key: 'email', code: 'messages.company.emailTaken' }]);
    expect((await customerRow(email)).companyAccountId).toBeNull();
  });

  it('changes a colleague’s role and limit; the owner’s own row is untouchable', async () => {
    const { id } = await customerRow(at('technik'));
    const changed = await callJson('PATCH', `${V1}/x/company/people/${id}`, { cookie: owner, body: { role: 'buyer', limit: 1500.5 } });
    expect(changed.status).toBe(200);
    expect(personResponseSchema.parse(changed.body).person).toMatchObject({ role: 'buyer', order_limit_exc_vat: 1500.5 });
    const technik = (await signIn(at('technik'), PASSWORD)).cookie;
    expect(signUserResponseSchema.parse((await callJson('GET', `${V1}/sign/user`, { cookie: technik })).body).user.order_limit_exc_vat).toBe(1500.5);
    const toAccountant = await callJson('PATCH', `${V1}/x/company/people/${id}`, { cookie: owner, body: { role: 'accountant', limit: 99 } });
    expect(personResponseSchema.parse(toAccountant.body).person).toMatchObject({ role: 'accountant', order_limit_exc_vat: null });
    expect(signUserResponseSchema.parse((await callJson('GET', `${V1}/sign/user`, { cookie: technik })).body).user.role).toBe('accountant');
    await callJson('PATCH', `${V1}/x/company/people/${id}`, { cookie: owner, body: { role: 'buyer', limit: 800 } });

    const UNTOUCHABLE = [{ key: 'person', code: 'messages.company.ownerUntouchable' }];
    const patchOwner = await callJson('PATCH', `${V1}/x/company/people/${ownerId}`, { cookie: owner, body: { role: 'buyer', limit: 1 } });
    expect(patchOwner.status).toBe(400);
    expect(errorsOf(patchOwner.body)).toEqual(UNTOUCHABLE);
    const removeOwner = await callJson('DELETE', `${V1}/x/company/people/${ownerId}`, { cookie: owner });
    expect(removeOwner.status).toBe(400);
    expect(errorsOf(removeOwner.body)).toEqual(UNTOUCHABLE);
    expect(await customerRow(ownerEmail)).toMatchObject({ role: 'owner', active: true, removedAt: null });
  });

  it('ends a removed person’s sessions at once; invited back, they are restored', async () => {
    const email = at('odchod');
    expect((await accept(await invited(owner, email))).status).toBe(200);
    const { id } = await customerRow(email);
    const { cookie } = await signIn(email, PASSWORD);
    expect((await callJson('DELETE', `${V1}/x/company/people/${id}`, { cookie: owner })).status).toBe(200);
    expect(await sessionWorks(cookie)).toBe(false);
    expect(await sessionCount(id)).toBe(0);
    // told they were removed, not that the account awaits activation; a password reset mails them nothing
    const refused = await trySignIn(email, PASSWORD);
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)).toEqual([{ key: 'email', code: 'messages.company.removed' }]);
    expect((await callJson('GET', `${V1}/sign/reset/sk/${encodeURIComponent(email)}`)).status).toBe(200);
    expect((await mailFiles()).filter((f) => f.endsWith(`-reset-password-${email}.eml`))).toEqual([]);
    expect(peopleResponseSchema.parse((await people(owner)).body).people.find((p) => p.id === id)).toMatchObject({ active: false });
    // a removed person cannot be changed, only invited back
    expect((await callJson('PATCH', `${V1}/x/company/people/${id}`, { cookie: owner, body: { role: 'buyer', limit: null } })).status).toBe(404);

    const back = await accept(await invited(owner, email, 'accountant', null), { firstName: 'Späť', lastName: 'Opäť', password: 'Ine-heslo-2' });
    expect(back.status).toBe(200);
    expect(await customerRow(email)).toMatchObject({ id, role: 'accountant', active: true, removedAt: null, firstName: 'Späť' });
    expect((await trySignIn(email, 'Ine-heslo-2')).status).toBe(200);
  });

  it('answers 403 messages.user.forbidden to a buyer and an accountant on every people call, 401 to a guest', async () => {
    expect((await accept(await invited(owner, at('kupec'), 'buyer', 10))).status).toBe(200);
    expect((await accept(await invited(owner, at('uctovnik'), 'accountant', null))).status).toBe(200);
    const { id } = await customerRow(at('technik'));
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/x/company/people'],
      ['POST', '/x/company/invitations', { email: at('niekto'), role: 'buyer', limit: null }],
      ['DELETE', `/x/company/invitations/${encodeURIComponent(at('niekto'))}`],
      ['PATCH', `/x/company/people/${id}`, { role: 'accountant', limit: null }],
      ['DELETE', `/x/company/people/${id}`],
    ];
    for (const email of [at('kupec'), at('uctovnik')]) {
      const { cookie } = await signIn(email, PASSWORD);
      for (const [method, path, body] of calls) {
        const answer = await callJson(method, V1 + path, { cookie, body });
        expect([email, method, path, answer.status]).toEqual([email, method, path, 403]);
        expect(errorsOf(answer.body)).toEqual(FORBIDDEN);
      }
    }
    for (const [method, path, body] of calls) expect((await callJson(method, V1 + path, { body })).status).toBe(401);
    expect(await customerRow(at('technik'))).toMatchObject({ active: true, role: 'buyer' });
    expect((await tokenFromMail(at('niekto')).catch(() => null)) ?? null).toBeNull();
  });

  it('shows another company none of company A’s people and lets it change none', async () => {
    const theirs = peopleResponseSchema.parse((await people(stranger)).body);
    expect(theirs.people.map((p) => p.email)).toEqual([strangerEmail]);
    expect(theirs.invitations).toEqual([]);
    const { id } = await customerRow(at('technik'));
    expect((await callJson('PATCH', `${V1}/x/company/people/${id}`, { cookie: stranger, body: { role: 'accountant', limit: null } })).status).toBe(404);
    expect((await callJson('DELETE', `${V1}/x/company/people/${id}`, { cookie: stranger })).status).toBe(404);
    // company A's pending invitation cannot be cancelled from B
    await invited(owner, at('cakajuci'));
    expect((await callJson('DELETE', `${V1}/x/company/invitations/${encodeURIComponent(at('cakajuci'))}`, { cookie: stranger })).status).toBe(404);
    expect(peopleResponseSchema.parse((await people(owner)).body).invitations.map((i) => i.email)).toContain(at('cakajuci'));
    expect(await customerRow(at('technik'))).toMatchObject({ active: true, companyAccountId: ownerId });
  });

  it('lets a colleague reset their own password by mail', async () => {
    const email = at('technik');
    expect((await callJson('GET', `${V1}/sign/reset/sk/${encodeURIComponent(email)}`)).status).toBe(200);
    const files = (await mailFiles()).filter((f) => f.endsWith(`-reset-password-${email}.eml`)).sort();
    const text = decodeQuotedPrintable(fs.readFileSync(files[files.length - 1] ?? '', 'utf8'));
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect((await callJson('POST', `${V1}/sign/restore`, { body: { token, password: 'Kolega-heslo-3' } })).status).toBe(200);
    expect((await signIn(email, 'Kolega-heslo-3')).user).toMatchObject({ role: 'buyer', company_name: 'Test Montáže s.r.o.' });
  });
});
