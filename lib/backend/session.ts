import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { readCookies, shopSetCookie } from '@/lib/shop/account/cookies';
import { AUTH_CHECK_COOKIE, SESSION_COOKIE } from '@/lib/shop/account/session-cookies';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@/lib/runtime/config/session-lifetime';
import { customers, sessions } from './db/schema';
import type { Db } from './db/client';

export { AUTH_CHECK_COOKIE, SESSION_COOKIE };

/** lastSeenAt is written at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export type Customer = typeof customers.$inferSelect;

export interface Session {
  idHash: string;
  authCheck: string;
  customer: Customer;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The request's session cookies, or null when either is missing or the sid is too long to be one. */
export function sessionCookiesOf(request: Request): { sid: string; authCheck: string } | null {
  const jar = readCookies(request.headers.get('cookie'));
  const sid = jar[SESSION_COOKIE];
  const authCheck = jar[AUTH_CHECK_COOKIE];
  if (!sid || !authCheck || sid.length > 100) return null;
  return { sid, authCheck };
}

/** What is checked of an unexpired session row found by its sid (with its customer's active flag). */
export interface SessionRow {
  idHash: string;
  authCheck: string;
  lastSeenAt: Date;
  customerActive: boolean;
}

/**
 * Whether a found, unexpired session holds for the request's auth_check at `now`: it matches, the
 * customer is active and the session was not idle too long; lastSeenAt is then written when older
 * than TOUCH_INTERVAL_MS. The one place these rules live (resolveSession, the page call's statement).
 */
export async function sessionHolds(db: Db, row: SessionRow, authCheck: string, now: Date): Promise<boolean> {
  if (row.authCheck !== authCheck || !row.customerActive) return false;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) return false;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, row.idHash));
  }
  return true;
}

/** The session named by the request's cookies, when it exists, is unexpired and holds (sessionHolds). */
export async function resolveSession(db: Db, request: Request): Promise<Session | null> {
  const cookies = sessionCookiesOf(request);
  if (!cookies) return null;
  const now = new Date();
  const rows = await db
    .select({ session: sessions, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.idHash, sha256(cookies.sid)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const found: SessionRow = {
    idHash: row.session.idHash,
    authCheck: row.session.authCheck,
    lastSeenAt: row.session.lastSeenAt,
    customerActive: row.customer.active,
  };
  if (!(await sessionHolds(db, found, cookies.authCheck, now))) return null;
  return { idHash: row.session.idHash, authCheck: row.session.authCheck, customer: row.customer };
}

/** Starts a new session for a customer; returns the raw id (for the cookie) and its auth_check value. */
export async function createSession(db: Db, customerId: number): Promise<{ sid: string; authCheck: string; expiresAt: Date }> {
  const sid = randomToken();
  const authCheck = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_MAX_MS);
  await db.insert(sessions).values({ idHash: sha256(sid), customerId, authCheck, expiresAt });
  return { sid, authCheck, expiresAt };
}

/** Set-Cookie value for the session cookie (httpOnly, SameSite=Lax, Secure over https); no sid removes it. */
export function sessionCookie(request: Request, sid: string | null, expiresAt?: Date): string {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const lifetime = sid && expiresAt ? { expires: expiresAt } : { maxAge: 0 };
  return shopSetCookie({ name: SESSION_COOKIE, value: sid ?? '', secure, httpOnly: true, ...lifetime });
}

/** Deletes the session named by the request's `sid` cookie, if any (sign-out; auth_check is not needed to end one's own session). */
export async function endSession(db: Db, request: Request): Promise<void> {
  const sid = readCookies(request.headers.get('cookie'))[SESSION_COOKIE];
  if (!sid || sid.length > 100) return;
  await db.delete(sessions).where(eq(sessions.idHash, sha256(sid)));
}

/** Deletes a customer's expired sessions (run at sign-in, so rows do not pile up). */
export async function pruneExpiredSessions(db: Db, customerId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.customerId, customerId), lte(sessions.expiresAt, new Date())));
}

/** Ends every session of a customer (password reset, deactivation). */
export async function revokeAllSessions(db: Db, customerId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}

/**
 * After a password change: every session of the customer ends and the current one is replaced
 * by a new id with the SAME auth_check and expiry, so the storefront's auth_check cookie stays
 * valid and the customer stays signed in, while a copied old `sid` is worthless.
 */
export async function rotateSession(db: Db, current: Session): Promise<{ sid: string; expiresAt: Date }> {
  const [old] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.idHash, current.idHash)).limit(1);
  await revokeAllSessions(db, current.customer.id);
  const sid = randomToken();
  const expiresAt = old?.expiresAt ?? new Date(Date.now() + SESSION_MAX_MS);
  await db.insert(sessions).values({ idHash: sha256(sid), customerId: current.customer.id, authCheck: current.authCheck, expiresAt });
  return { sid, expiresAt };
}
