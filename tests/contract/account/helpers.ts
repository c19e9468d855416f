import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { signUserResponseSchema, type User } from '@/lib/contract/schemas/user';
import type { ErrorItem } from '@/lib/contract/errors';
import { errorItemSchema } from '@/lib/contract/schemas/common';
import { toRegistrationPayload, type RegistrationPayload } from '@/lib/contract/schemas/requests/registration';
import { getDb } from '@/lib/backend/db/client';
import { customers, sessions } from '@/lib/backend/db/schema';
import { settleBackgroundWork } from '@/lib/backend/auth/background';
import { mailDir } from '@/lib/backend/mail/eml-file';
import { call } from '../support/backend';

/** Tests that sign in many times (argon2id at OWASP cost, tens of ms each, more on a busy machine) need room. */
export const SLOW = 60_000;

const failureSchema = z.object({ success: z.literal(false), error: z.array(errorItemSchema) });

/** The error items of a failure body (throws when the body is not the failure envelope). */
export function errorsOf(body: unknown): ErrorItem[] {
  return failureSchema.parse(body).error;
}

/** The `sid` cookie's raw Set-Cookie line of a response, or undefined. */
export function sidSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith('sid='));
}

/** The `sid` value a response sets (empty string when it clears it). */
export function sidOf(response: Response): string | undefined {
  return sidSetCookie(response)?.split(';')[0]?.slice('sid='.length);
}

export interface SignedIn {
  response: Response;
  user: User;
  sid: string;
  /** what the browser sends afterwards: sid from Set-Cookie, auth_check as the proxy stores it from the body */
  cookie: string;
}

/** POST /sign/in from a given client address; fails the test unless it succeeds. */
export async function signIn(email: string, password: string, address = '192.0.2.1'): Promise<SignedIn> {
  const response = await call('POST', '/admin/v1/sign/in', { body: { email, password }, headers: { 'X-Forwarded-For': address } });
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  const { user } = signUserResponseSchema.parse(body);
  const sid = sidOf(response);
  if (!sid) throw new Error('sign-in set no sid cookie');
  return { response, user, sid, cookie: `sid=${sid}; auth_check=${user.auth_check}` };
}

/** POST /sign/in returning status and body, success or not. */
export async function trySignIn(email: string, password: string, address = '192.0.2.1') {
  const response = await call('POST', '/admin/v1/sign/in', { body: { email, password }, headers: { 'X-Forwarded-For': address } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** True when the cookie still opens GET /sign/user. */
export async function sessionWorks(cookie: string): Promise<boolean> {
  return (await call('GET', '/admin/v1/sign/user', { cookie })).status === 200;
}

/** A valid registration payload for `email`, built the way the register page builds it. */
export function registration(email: string, password = 'Heslo1234'): RegistrationPayload {
  return toRegistrationPayload({
    phone: '+421 900 000 000',
    email,
    password,
    passwordRepeat: password,
    companyName: 'Test Montáže s.r.o.',
    companyId: '51234564',
    vatRegistrationId: '2121234567',
    extVatRegistrationId: 'SK2121234567',
    personalDataCheckbox: true,
  });
}

/** Registers a customer; fails the test unless it succeeds. */
export async function register(email: string, password = 'Heslo1234', address = '198.51.100.1'): Promise<void> {
  const response = await call('POST', '/admin/v1/sign/up', { body: registration(email, password), headers: { 'X-Forwarded-For': address } });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

/** The customer row by (lower-case) e-mail. */
export async function customerRow(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  if (!row) throw new Error(`no customer ${email}`);
  return row;
}

/** How many sessions a customer has. */
export async function sessionCount(customerId: number): Promise<number> {
  const db = await getDb();
  return (await db.select().from(sessions).where(eq(sessions.customerId, customerId))).length;
}

/** The .eml files written so far under MAIL_DIR (after the mail sender kicked by the calls has finished). */
export async function mailFiles(): Promise<string[]> {
  await settleBackgroundWork();
  const dir = mailDir();
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => path.join(dir, f))
    : [];
}
