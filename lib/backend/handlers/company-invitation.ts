import 'server-only';
import { eq } from 'drizzle-orm';
import { acceptInvitationPayloadSchema } from '@/lib/contract/schemas/requests/people';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { fail, ok } from '../http';
import { hashPassword } from '../password';
import type { Handler } from '../router';
import { createSession, endSession, sessionCookie, type Customer } from '../session';
import { inHashSlot } from '../auth/hash-gate';
import { findCustomerByEmail } from '../auth/customers';
import { withBody } from '../request-body';
import { consumeInvitation, lookUpInvitation, type InvitationLookup } from '../accounts/invitations';
import { userPayload, withCompanyName } from './sign-user';

/**
 * Why a token does not open an invitation: 404 `messages.invitation.notFound` for one never issued
 * (or replaced by a newer one), 410 `messages.invitation.used` once accepted or
 * `messages.invitation.expired` after its 7 days (docs/contract.md#errors).
 */
function closedInvitation(state: Exclude<InvitationLookup['state'], 'open'>): Response {
  if (state === 'unknown') return fail(404, [{ key: 'invitation', code: 'messages.invitation.notFound' }]);
  return fail(410, [{ key: 'invitation', code: `messages.invitation.${state}` }]);
}

/** Thrown inside the accept's transaction to roll the spent token back. */
class EmailTakenMeanwhile extends Error {}

const emailTaken = () => fail(409, [{ key: 'email', code: 'messages.company.emailTaken' }]);

/** GET /x/company/invitation/{token}: the company's name, the e-mail and the role the link invites to. */
export const getInvitation: Handler = async ({ db, params }) => {
  const found = await lookUpInvitation(db, params.token ?? '');
  if (found.state !== 'open') return closedInvitation(found.state);
  const [company] = await db.select({ name: customers.companyName }).from(customers).where(eq(customers.id, found.invitation.accountId)).limit(1);
  const role = found.invitation.role === 'accountant' ? 'accountant' : 'buyer';
  return ok({ invitation: { company_name: company?.name ?? '', email: found.invitation.email, role } });
};

/** The invitee's row: a new colleague, a removed person of the same account restored, or null when the e-mail is taken meanwhile. */
async function personFor(
  tx: Db,
  values: {
    email: string;
    accountId: number;
    role: string;
    orderLimitCents: number | null;
    firstName: string;
    lastName: string;
    passwordHash: string;
  },
): Promise<Customer | null> {
  const person = {
    role: values.role,
    orderLimitCents: values.orderLimitCents,
    firstName: values.firstName,
    lastName: values.lastName,
    passwordHash: values.passwordHash,
  };
  const existing = await findCustomerByEmail(tx, values.email);
  if (existing) {
    if (existing.companyAccountId !== values.accountId || existing.removedAt === null) return null;
    const [restored] = await tx
      .update(customers)
      .set({ ...person, active: true, removedAt: null })
      .where(eq(customers.id, existing.id))
      .returning();
    return restored ?? null;
  }
  const [created] = await tx
    .insert(customers)
    .values({ ...person, email: values.email, companyAccountId: values.accountId, companyName: '', companyId: '', active: true })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  return created ?? null;
}

/**
 * POST /x/company/invitation/{token}/accept `{ firstName, lastName, password }`: spends the token,
 * makes the person (a colleague of the inviting account with the invited role and limit, or a
 * removed person of that account restored) and signs them in as POST /sign/in does (sid cookie, the
 * user). Closed tokens as GET; 409 `messages.company.emailTaken` when the address got an account
 * elsewhere meanwhile (the token stays unused); 503 + Retry-After when password hashing is saturated.
 */
export const acceptInvitation: Handler = withBody(acceptInvitationPayloadSchema, async ({ db, request, params }, body) => {
  const token = params.token ?? '';
  // checked first so a bad token costs no hash run
  const found = await lookUpInvitation(db, token);
  if (found.state !== 'open') return closedInvitation(found.state);
  const hashed = await inHashSlot(() => hashPassword(body.password));
  if ('response' in hashed) return hashed.response;
  const outcome: { refused: Response } | { person: Customer } = await db
    .transaction(async (tx): Promise<{ refused: Response } | { person: Customer }> => {
      const invitation = await consumeInvitation(tx, token);
      if (!invitation) return { refused: closedInvitation('used') };
      const person = await personFor(tx, { ...invitation, firstName: body.firstName, lastName: body.lastName, passwordHash: hashed.value });
      // rolled back, so the token still works once the address is free again
      if (!person) throw new EmailTakenMeanwhile();
      return { person };
    })
    .catch((error: unknown): { refused: Response } => {
      if (error instanceof EmailTakenMeanwhile) return { refused: emailTaken() };
      throw error;
    });
  if ('refused' in outcome) return outcome.refused;
  await endSession(db, request);
  const session = await createSession(db, outcome.person.id);
  const [signedIn] = await db.update(customers).set({ lastAuthCheck: new Date() }).where(eq(customers.id, outcome.person.id)).returning();
  return ok(
    { user: userPayload(await withCompanyName(db, signedIn ?? outcome.person), session.authCheck) },
    { headers: { 'Set-Cookie': sessionCookie(request, session.sid, session.expiresAt) } },
  );
});
