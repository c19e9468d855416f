import 'server-only';
import { eq } from 'drizzle-orm';
import { passwordChangePayloadSchema } from '@/lib/contract/schemas/requests/password';
import { customers } from '../db/schema';
import { badRequest, ok } from '../http';
import { hashPassword, verifyPassword } from '../password';
import type { CustomerHandler } from '../customer-guard';
import { rotateSession, sessionCookie } from '../session';
import { PASSWORD_CHANGE_PER_ACCOUNT } from '../auth/limits';
import { inHashSlot } from '../auth/hash-gate';
import { clearRateLimit, hitRateLimit, tooManyRequests, uncountRateLimit } from '../auth/rate-limit';
import { withBody } from '../request-body';

/**
 * PATCH /customer/password `{ old, password }`: 401 for guests; 400 key `old`
 * (`messages.validation.password.incorrect`) for a wrong old password; 429 after too many;
 * 503 + Retry-After when password hashing is saturated.
 * Success: the new hash, every other session ended and the current one given a new id
 * (Set-Cookie sid) with the same auth_check, so the customer stays signed in.
 */
export const changePassword: CustomerHandler = withBody(passwordChangePayloadSchema, async ({ db, request, session, customer }, body) => {
  const limitKey = `password:acct:${customer.id}`;
  const limited = await hitRateLimit(db, limitKey, PASSWORD_CHANGE_PER_ACCOUNT);
  if (limited.blocked) return tooManyRequests(limited.retryAfter);
  // the check and the new hash share one hashing slot, so a busy answer never follows an accepted old password
  const hashed = await inHashSlot(async () => ((await verifyPassword(body.old, customer.passwordHash)) ? hashPassword(body.password) : null));
  if ('response' in hashed) {
    // refused for load, not for the old password: the attempt is not held against the customer
    await uncountRateLimit(db, limitKey);
    return hashed.response;
  }
  const passwordHash = hashed.value;
  if (passwordHash === null) return badRequest([{ key: 'old', code: 'messages.validation.password.incorrect' }]);
  await clearRateLimit(db, limitKey);
  const rotated = await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    return rotateSession(tx, session);
  });
  return ok({}, { headers: { 'Set-Cookie': sessionCookie(request, rotated.sid, rotated.expiresAt) } });
});
