import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { okSchema } from '@/lib/contract/schemas/common';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { getDb } from '@/lib/backend/db/client';
import { customers, mailOutbox, passwordResetTokens } from '@/lib/backend/db/schema';
import { siteUrl } from '@/lib/runtime/config/shop';
import { installCapturedLogger } from '../../support/captured-log';
import { callJson, DEMO_EMAIL, DEMO_PASSWORD } from '../support/backend';
import { customerRow, errorsOf, mailFiles, register, sessionCount, sessionWorks, signIn, trySignIn } from './helpers';

jest.setTimeout(120_000);

const requestReset = (email: string) => callJson('GET', `/admin/v1/sign/reset/sk/${encodeURIComponent(email)}`);
const restore = (body: unknown) => callJson('POST', '/admin/v1/sign/restore', { body });

/** Undoes quoted-printable (soft breaks, =XX bytes), the transfer encoding nodemailer picks for the text parts. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Requests a reset for `email` and returns the token from the newest .eml written for it. */
async function tokenFromMail(email: string): Promise<{ token: string; raw: string }> {
  expect((await requestReset(email)).status).toBe(200);
  const files = (await mailFiles()).filter((f) => f.endsWith(`-reset-password-${email}.eml`)).sort();
  const raw = fs.readFileSync(files[files.length - 1] ?? '', 'utf8');
  const token = new RegExp(`${siteUrl().replace(/[.]/g, '\\.')}/reset-password/([A-Za-z0-9_-]{43})`).exec(decodeQuotedPrintable(raw))?.[1];
  if (!token) throw new Error(`no reset link in the mail:\n${raw}`);
  return { token, raw };
}

afterEach(settleBackgroundWork);

describe('GET /sign/reset/{lang}/{email}', () => {
  it('answers success for an unknown address and sends nothing', async () => {
    const { status, body, headers } = await requestReset('nikto@example.sk');
    expect(status).toBe(200);
    expect(okSchema.parse(body).success).toBe(true);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect((await mailFiles()).filter((f) => f.includes('nikto@example.sk'))).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nikto@example.sk'))).toEqual([]);
  });

  it('answers 400 for a malformed address', async () => {
    for (const email of ['not-an-email', 'a@@b.sk', ' ']) {
      const { status, body } = await requestReset(email);
      expect(status).toBe(400);
      expect(errorsOf(body)).toEqual([{ key: 'email', code: 'messages.validation.email.invalid' }]);
    }
  });

  it('mails an existing customer a real MIME message with the reset link, logged in mail_outbox', async () => {
    const { token, raw } = await tokenFromMail(DEMO_EMAIL);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(raw).toMatch(/^To: demo@securitech\.sk/m);
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toContain('\r\n');
    // only the token's hash is stored
    const db = await getDb();
    const tokens = await db.select().from(passwordResetTokens);
    expect(tokens.some((t) => t.tokenHash === token)).toBe(false);
    const expires = tokens[tokens.length - 1]?.expiresAt.getTime() ?? 0;
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const [logged] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, DEMO_EMAIL));
    expect(logged).toMatchObject({ kind: 'reset-password', error: null });
    expect(logged?.sentAt).toBeInstanceOf(Date);
  });

  it('still answers success when the mail cannot be delivered, keeps it with the error for a retry and logs it without the address', async () => {
    const logged = installCapturedLogger();
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    try {
      await register('bez-postu@example.sk');
      const { status, body } = await requestReset('bez-postu@example.sk');
      expect(status).toBe(200);
      expect(okSchema.parse(body).success).toBe(true);
      await settleBackgroundWork();
      const db = await getDb();
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'bez-postu@example.sk'));
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toBeTruthy();
      expect(logged.parsed()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'mail: not sent', kind: 'reset-password' }));
      expect(logged.lines.join('')).not.toContain('bez-postu@example.sk');
      // kept in the outbox for a later attempt, not lost
      expect(row?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    } finally {
      delete process.env.SMTP_URL;
      logged.restore();
    }
  });

  it('sends nothing to a deactivated account, still answering success', async () => {
    await register('vypnuty@example.sk');
    const db = await getDb();
    await db.update(customers).set({ active: false }).where(eq(customers.email, 'vypnuty@example.sk'));
    expect((await requestReset('vypnuty@example.sk')).status).toBe(200);
    expect((await mailFiles()).filter((f) => f.includes('vypnuty@example.sk'))).toEqual([]);
  });
});

describe('POST /sign/restore', () => {
  it('sets the new password once, ends all sessions, and refuses the token a second time', async () => {
    await register('obnova@example.sk', 'Zabudnute1');
    const a = await signIn('obnova@example.sk', 'Zabudnute1', '192.0.2.40');
    const b = await signIn('obnova@example.sk', 'Zabudnute1', '192.0.2.41');
    const { token } = await tokenFromMail('obnova@example.sk');

    const first = await restore({ token, password: 'Obnovene123' });
    expect(first.status).toBe(200);
    expect(okSchema.parse(first.body).success).toBe(true);
    expect(await sessionWorks(a.cookie)).toBe(false);
    expect(await sessionWorks(b.cookie)).toBe(false);
    expect(await sessionCount((await customerRow('obnova@example.sk')).id)).toBe(0);

    const second = await restore({ token, password: 'Ine-heslo-123' });
    expect(second.status).toBe(400);
    expect(errorsOf(second.body)).toEqual([{ key: 'token', code: 'messages.validation.token.invalid' }]);

    expect((await trySignIn('obnova@example.sk', 'Zabudnute1')).status).toBe(401);
    expect((await signIn('obnova@example.sk', 'Obnovene123')).user.email).toBe('obnova@example.sk');
  });

  it('spends the other open tokens of the customer too', async () => {
    await register('dva-maily@example.sk');
    const older = (await tokenFromMail('dva-maily@example.sk')).token;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = (await tokenFromMail('dva-maily@example.sk')).token;
    expect(newer).not.toBe(older);
    expect((await restore({ token: newer, password: 'Nove-heslo-1' })).status).toBe(200);
    expect(errorsOf((await restore({ token: older, password: 'Ine-heslo-22' })).body)[0]?.code).toBe('messages.validation.token.invalid');
  });

  it('refuses an expired token', async () => {
    const { token } = await tokenFromMail(DEMO_EMAIL);
    const db = await getDb();
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const { status, body } = await restore({ token, password: 'Neskoro123' });
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual([{ key: 'token', code: 'messages.validation.token.invalid' }]);
    expect((await signIn(DEMO_EMAIL, DEMO_PASSWORD)).user.email).toBe(DEMO_EMAIL);
  });

  it('refuses an unknown token and a short password', async () => {
    const unknown = await restore({ token: 'x'.repeat(43), password: 'Dostatocne1' });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)).toEqual([{ key: 'token', code: 'messages.validation.token.invalid' }]);
    const short = await restore({ token: 'x'.repeat(43), password: 'kratke' });
    expect(short.status).toBe(400);
    expect(errorsOf(short.body)).toEqual([{ key: 'password', code: 'messages.validation.password.minLength' }]);
    const missing = await restore({ password: 'Dostatocne1' });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)[0]?.key).toBe('token');
  });
});
