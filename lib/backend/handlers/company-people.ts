import 'server-only';
import { eq } from 'drizzle-orm';
import { invitePayloadSchema, personUpdatePayloadSchema } from '@/lib/contract/schemas/requests/people';
import { customers } from '../db/schema';
import { badRequest, fail, notFound, ok } from '../http';
import { wholeNumber } from '../path-params';
import type { CustomerContext, CustomerHandler } from '../customer-guard';
import type { Customer } from '../session';
import { withBody } from '../request-body';
import { accountIdOf, accountRowOf } from '../accounts/account';
import { dropOpenInvitation, issueInvitation, openInvitationsOf } from '../accounts/invitations';
import { colleagueOf, invitationPayload, limitCents, peopleOf, personPayload, removePerson } from '../accounts/people';
import { findCustomerByEmail } from '../auth/customers';
import { normalizeEmail } from '../auth/email';
import { queueMail } from '../mail/outbox';
import { kickMailSender } from '../mail/outbox-worker';
import { companyInvitationMail } from '../mail/templates/company-invitation';

// Every call here is the owner's (withRole(['owner']) in routes.ts): the account is the caller's own id.

/** The owner's own row is never changed or removed through these calls (docs/decisions/059-company-accounts.md). */
const ownerUntouchable = () => badRequest([{ key: 'person', code: 'messages.company.ownerUntouchable' }]);
const emailTaken = () => fail(409, [{ key: 'email', code: 'messages.company.emailTaken' }]);

/** GET /x/company/people: the account's people (removed ones marked inactive) and its unused invitations. */
export const getPeople: CustomerHandler = async ({ db, customer }) => {
  const accountId = accountIdOf(customer);
  const [people, invitations] = await Promise.all([peopleOf(db, accountId), openInvitationsOf(db, accountId)]);
  return ok({ people: people.map(personPayload), invitations: invitations.map(invitationPayload) });
};

/**
 * POST /x/company/invitations `{ email, role, limit }`: mails a single-use link valid 7 days. An
 * address that already has an account (another company's, or an active person of this one) is 409
 * `messages.company.emailTaken`; a removed person of this account may be invited back. Inviting an
 * address again replaces its unused invitation.
 */
export const invitePerson: CustomerHandler = withBody(invitePayloadSchema, async ({ db, customer }, body) => {
  const accountId = accountIdOf(customer);
  const email = normalizeEmail(body.email);
  const existing = await findCustomerByEmail(db, email);
  if (existing && !(existing.companyAccountId === accountId && existing.removedAt !== null)) return emailTaken();
  const company = await accountRowOf(db, customer);
  const invitation = await db.transaction(async (tx) => {
    const issued = await issueInvitation(tx, {
      accountId,
      email,
      role: body.role,
      orderLimitCents: limitCents(body.role, body.limit),
      invitedBy: customer.id,
    });
    const inviterName = `${customer.firstName} ${customer.lastName}`.trim();
    const mail = companyInvitationMail({ token: issued.token, companyName: company.companyName, inviterName, role: body.role });
    await queueMail(tx, { to: email, kind: 'company-invitation', ...mail });
    return issued.invitation;
  });
  kickMailSender();
  return ok({ invitation: invitationPayload(invitation) });
});

/** DELETE /x/company/invitations/{email}: the link stops working; 404 when the account has no unused one for it. */
export const cancelInvitation: CustomerHandler = async ({ db, customer, params }) => {
  const dropped = await dropOpenInvitation(db, accountIdOf(customer), normalizeEmail(params.email ?? ''));
  return dropped ? ok() : notFound('invitation');
};

/** The colleague named by the path's id: the row, or the answer to send (owner untouchable, another account's 404). */
async function colleagueInPath(ctx: CustomerContext): Promise<{ response: Response } | { person: Customer }> {
  const id = wholeNumber(ctx.params.id);
  const accountId = accountIdOf(ctx.customer);
  if (id === accountId) return { response: ownerUntouchable() };
  const person = id === null ? null : await colleagueOf(ctx.db, accountId, id);
  // a removed person is changed by inviting them back, not here; another account's is as if it did not exist
  if (!person || person.removedAt !== null) return { response: notFound('person') };
  return { person };
}

/** PATCH /x/company/people/{id} `{ role, limit }`: a colleague's role and limit (an accountant has none). */
export const updatePerson: CustomerHandler = withBody(personUpdatePayloadSchema, async (ctx, body) => {
  const found = await colleagueInPath(ctx);
  if ('response' in found) return found.response;
  const [changed] = await ctx.db
    .update(customers)
    .set({ role: body.role, orderLimitCents: limitCents(body.role, body.limit) })
    .where(eq(customers.id, found.person.id))
    .returning();
  return ok({ person: personPayload(changed ?? found.person) });
});

/** DELETE /x/company/people/{id}: removes a colleague; every session of theirs ends at once. */
export const deletePerson: CustomerHandler = async (ctx) => {
  const found = await colleagueInPath(ctx);
  if ('response' in found) return found.response;
  await removePerson(ctx.db, accountIdOf(ctx.customer), found.person.id);
  return ok();
};
