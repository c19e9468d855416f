import 'server-only';
import { eq } from 'drizzle-orm';
import { restorePayloadSchema } from '@/lib/contract/schemas/requests/password';
import { customers } from '../db/schema';
import { badRequest, ok } from '../http';
import { hashPassword } from '../password';
import type { Handler } from '../router';
import { revokeAllSessions } from '../session';
import { inHashSlot } from '../auth/hash-gate';
import { consumeResetToken, peekResetToken } from '../auth/reset-tokens';
import { withBody } from '../request-body';

const invalidToken = () => badRequest([{ key: 'token', code: 'messages.validation.token.invalid' }]);

/**
 * POST /sign/restore `{ token, password }`: sets a new password with a mailed token. An unknown,
 * used or expired token gives 400 key `token` (`messages.validation.token.invalid`); success
 * spends the token (and any other open one of the customer) and ends ALL the customer's sessions.
 * 503 + Retry-After when password hashing is saturated (the token stays valid).
 */
export const restorePassword: Handler = withBody(restorePayloadSchema, async ({ db }, { token, password }) => {
  // checked first so a bad token costs no hash run
  if ((await peekResetToken(db, token)) === null) return invalidToken();
  const hashed = await inHashSlot(() => hashPassword(password));
  if ('response' in hashed) return hashed.response;
  const passwordHash = hashed.value;
  const customerId = await db.transaction(async (tx) => {
    // the token is spent inside the transaction, so of two parallel restores exactly one wins
    const owner = await consumeResetToken(tx, token);
    if (owner === null) return null;
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, owner));
    await revokeAllSessions(tx, owner);
    return owner;
  });
  return customerId === null ? invalidToken() : ok();
});
