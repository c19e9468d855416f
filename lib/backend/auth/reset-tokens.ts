import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { randomToken, sha256 } from '../session';

/** A reset link works for one hour (docs/contract.md#account). */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** Issues a reset token for a customer: 256 random bits, only the SHA-256 stored. Returns the raw token for the mail. */
export async function issueResetToken(db: Db, customerId: number): Promise<string> {
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    customerId,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** The customer a token belongs to while it is unused and unexpired, else null (read only). */
export async function peekResetToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ customerId: passwordResetTokens.customerId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
    .limit(1);
  return row?.customerId ?? null;
}

/**
 * Marks a token used, atomically: of two parallel restores only one gets the customer id.
 * Every other open token of that customer is spent too, so an older mail cannot undo the new password.
 */
export async function consumeResetToken(db: Db, token: string): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ customerId: passwordResetTokens.customerId });
  if (!row) return null;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.customerId, row.customerId), isNull(passwordResetTokens.usedAt)));
  return row.customerId;
}
