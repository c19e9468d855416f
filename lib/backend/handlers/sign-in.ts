import 'server-only';
import { and, eq } from 'drizzle-orm';
import { signInPayloadSchema } from '@/lib/contract/schemas/requests/sign-in';
import { customers } from '../db/schema';
import { fail, ok } from '../http';
import type { Handler } from '../router';
import { createSession, endSession, pruneExpiredSessions, sessionCookie } from '../session';
import { clientAddressKey } from '../auth/client-address';
import { findCustomerByEmail } from '../auth/customers';
import { normalizeEmail } from '../auth/email';
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS } from '../auth/limits';
import { inHashSlot } from '../auth/hash-gate';
import { checkPassword } from '../auth/password-check';
import { checkRateLimit, clearRateLimit, hitRateLimit, tooManyRequests, uncountRateLimit } from '../auth/rate-limit';
import { withBody } from '../request-body';
import { userPayload, withCompanyName } from './sign-user';

/**
 * POST /sign/in. Failures: 401 with key `email` + `messages.validation.email.notExists` (unknown
 * address) or key `password` + `messages.validation.password.incorrect`; 403 with key `email` +
 * `messages.validation.email.notAllowed` (not activated, only told to someone who knows the
 * password) or `messages.company.removed` (a person the company's owner removed: told so, not "not
 * activated", docs/decisions/059-company-accounts.md); 429 + Retry-After when the account's attempts or the client address's failures are
 * over their limit; 503 + Retry-After (`messages.busy.tryAgain`) when password hashing is saturated.
 * Success: a new session (sid cookie) and the user, whose auth_check the proxy stores; an outdated
 * password hash (scrypt, or older argon2 parameters) is replaced by an argon2id one.
 */
export const signIn: Handler = withBody(signInPayloadSchema, async ({ db, request }, body) => {
  const email = normalizeEmail(body.email);
  const accountKey = `signin:acct:${email}`;
  const address = clientAddressKey(request);
  // no address (a caller outside the proxy that sends none): only the account limit applies,
  // because one shared "unknown" bucket would let anybody lock everybody out
  const addressKey = address ? `signin:ip:${address}` : null;

  // the address counts failures only (recorded below), so an office whose installers sign in at
  // once is never refused for its own successes; the account counts every attempt BEFORE the
  // check, so parallel guesses at one account cannot slip under its limit, and a right password clears it
  const client = addressKey ? await checkRateLimit(db, addressKey, SIGN_IN_PER_ADDRESS) : null;
  const account = await hitRateLimit(db, accountKey, SIGN_IN_PER_ACCOUNT);
  if (account.blocked || client?.blocked) {
    // wait for the later of the windows that actually block
    return tooManyRequests(Math.max(account.blocked ? account.retryAfter : 0, client?.blocked ? client.retryAfter : 0));
  }

  const customer = await findCustomerByEmail(db, email);
  // one hash run whether or not the account exists, so the time taken reveals nothing more than the code does
  const checked = await inHashSlot(() => checkPassword(body.password, customer?.passwordHash ?? null));
  if ('response' in checked) {
    // refused for load, not for the password: the attempt is not held against the account
    await uncountRateLimit(db, accountKey);
    return checked.response;
  }
  const { matches, upgradedHash } = checked.value;
  if (!customer || !matches) {
    if (addressKey) await hitRateLimit(db, addressKey, SIGN_IN_PER_ADDRESS);
    if (!customer) return fail(401, [{ key: 'email', code: 'messages.validation.email.notExists' }]);
    return fail(401, [{ key: 'password', code: 'messages.validation.password.incorrect' }]);
  }
  if (!customer.active) {
    const code = customer.removedAt === null ? 'messages.validation.email.notAllowed' : 'messages.company.removed';
    return fail(403, [{ key: 'email', code }]);
  }

  await clearRateLimit(db, accountKey);
  if (upgradedHash) {
    // only over the hash just checked: a password changed meanwhile is not set back
    await db
      .update(customers)
      .set({ passwordHash: upgradedHash })
      .where(and(eq(customers.id, customer.id), eq(customers.passwordHash, customer.passwordHash)));
  }
  // the browser's previous session (another customer's, perhaps) is replaced by this one: end it rather than leave it live
  await endSession(db, request);
  await pruneExpiredSessions(db, customer.id);
  const session = await createSession(db, customer.id);
  const [updated] = await db.update(customers).set({ lastAuthCheck: new Date() }).where(eq(customers.id, customer.id)).returning();
  return ok(
    { user: userPayload(await withCompanyName(db, updated ?? customer), session.authCheck) },
    { headers: { 'Set-Cookie': sessionCookie(request, session.sid, session.expiresAt) } },
  );
});
