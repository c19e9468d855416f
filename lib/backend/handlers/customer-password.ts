import 'server-only';
import { eq } from 'drizzle-orm';
import { passwordChangePayloadSchema } from '@/lib/api/schemas/requests/password';
import { customers } from '../db/schema';
import { badRequest, notLoggedIn, ok, readJson } from '../http';
import { hashPassword, verifyPassword } from '../password';
import type { Handler } from '../router';
import { rotateSession, sessionCookie } from '../session';
import { PASSWORD_CHANGE_PER_ACCOUNT } from '../auth/limits';
import { clearRateLimit, hitRateLimit, tooManyRequests } from '../auth/rate-limit';
import { parseBody } from '../auth/validate';

/**
 * PATCH /customer/password `{ old, password }`: 401 for guests; 400 key `old`
 * (`messages.validation.password.incorrect`) for a wrong old password; 429 after too many.
 * Success: the new hash, every other session ended and the current one given a new id
 * (Set-Cookie sid) with the same auth_check, so the customer stays signed in.
 */
export const changePassword: Handler = async ({ db, request, session }) => {
  const current = await session();
  if (!current) return notLoggedIn();
  const parsed = parseBody(passwordChangePayloadSchema, await readJson(request));
  if ('response' in parsed) return parsed.response;
  const limitKey = `password:acct:${current.customer.id}`;
  const limited = await hitRateLimit(db, limitKey, PASSWORD_CHANGE_PER_ACCOUNT);
  if (limited.blocked) return tooManyRequests(limited.retryAfter);
  if (!(await verifyPassword(parsed.data.old, current.customer.passwordHash))) {
    return badRequest([{ key: 'old', code: 'messages.validation.password.incorrect' }]);
  }
  await clearRateLimit(db, limitKey);
  const passwordHash = await hashPassword(parsed.data.password);
  const rotated = await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, current.customer.id));
    return rotateSession(tx, current);
  });
  return ok({}, { headers: { 'Set-Cookie': sessionCookie(request, rotated.sid, rotated.expiresAt) } });
};
