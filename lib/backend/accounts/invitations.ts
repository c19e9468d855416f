import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyInvitations } from '../db/schema';
import { randomToken, sha256 } from '../session';

/** An invitation link works for 7 days (docs/decisions/059-company-accounts.md). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export type InvitationRow = typeof companyInvitations.$inferSelect;

/** What a token names: an open invitation, or why it no longer works. */
export type InvitationLookup = { state: 'open'; invitation: InvitationRow } | { state: 'unknown' | 'used' | 'expired' };

/**
 * Invites `email` into the account: 256 random bits, only the SHA-256 stored. An unused invitation
 * of the same e-mail into the same account is replaced, so only the newest link works. The raw token
 * for the mail.
 */
export async function issueInvitation(
  tx: Db,
  values: Pick<InvitationRow, 'accountId' | 'email' | 'role' | 'orderLimitCents' | 'invitedBy'>,
): Promise<{ token: string; invitation: InvitationRow }> {
  await dropOpenInvitation(tx, values.accountId, values.email);
  const token = randomToken();
  const [invitation] = await tx
    .insert(companyInvitations)
    .values({ ...values, tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
    .returning();
  if (!invitation) throw new Error('invitation not inserted');
  return { token, invitation };
}

/** Deletes the account's unused invitation of `email`; whether there was one. */
export async function dropOpenInvitation(tx: Db, accountId: number, email: string): Promise<boolean> {
  const dropped = await tx
    .delete(companyInvitations)
    .where(and(eq(companyInvitations.accountId, accountId), eq(companyInvitations.email, email), isNull(companyInvitations.usedAt)))
    .returning({ email: companyInvitations.email });
  return dropped.length > 0;
}

/** The account's invitations not used yet (expired ones too: the owner sees they lapsed and can invite again). */
export function openInvitationsOf(db: Db, accountId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.accountId, accountId), isNull(companyInvitations.usedAt)))
    .orderBy(companyInvitations.createdAt);
}

/** What a token names, read only. */
export async function lookUpInvitation(db: Db, token: string): Promise<InvitationLookup> {
  const [invitation] = await db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, sha256(token)))
    .limit(1);
  if (!invitation) return { state: 'unknown' };
  if (invitation.usedAt) return { state: 'used' };
  if (invitation.expiresAt <= new Date()) return { state: 'expired' };
  return { state: 'open', invitation };
}

/** Spends the token, atomically: of two parallel accepts only one gets the invitation. */
export async function consumeInvitation(tx: Db, token: string): Promise<InvitationRow | null> {
  const now = new Date();
  const [row] = await tx
    .update(companyInvitations)
    .set({ usedAt: now })
    .where(and(eq(companyInvitations.tokenHash, sha256(token)), isNull(companyInvitations.usedAt), gt(companyInvitations.expiresAt, now)))
    .returning();
  return row ?? null;
}
