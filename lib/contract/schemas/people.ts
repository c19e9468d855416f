import * as z from 'zod/mini';
import { envelope, moneySchema } from './common';

/** The roles an invitation can give: the owner is the account's own row, never invited. */
export const invitedRoleSchema = z.enum(['buyer', 'accountant']);
export type InvitedRole = z.infer<typeof invitedRoleSchema>;

/** One person of the company (docs/decisions/059-company-accounts.md): the owner, a buyer or an accountant. */
export const personSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['owner', 'buyer', 'accountant']),
  /** a buyer's limit per order excluding VAT; null: no limit */
  order_limit_exc_vat: z.nullable(moneySchema),
  /** false once the owner removed the person: they cannot sign in, their orders stay */
  active: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

/** An invitation not accepted yet: one per e-mail (inviting again replaces it). */
export const invitationSchema = z.object({
  email: z.string(),
  role: invitedRoleSchema,
  order_limit_exc_vat: z.nullable(moneySchema),
  /** ISO time; after it the link no longer works */
  expires_at: z.string(),
  /** the link's 7 days are over: the owner invites again for a new one */
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /x/company/people (extension, owner only): the people (the owner first) and the pending invitations. */
export const peopleResponseSchema = z.object({ ...envelope, people: z.array(personSchema), invitations: z.array(invitationSchema) });

/** POST /x/company/invitations (extension, owner only): the invitation sent. */
export const invitationResponseSchema = z.object({ ...envelope, invitation: invitationSchema });

/** PATCH /x/company/people/{id} (extension, owner only): the person as changed. */
export const personResponseSchema = z.object({ ...envelope, person: personSchema });

/** GET /x/company/invitation/{token} (extension, open): what the invitee is asked to join. */
export const invitationPreviewSchema = z.object({ company_name: z.string(), email: z.string(), role: invitedRoleSchema });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationPreviewResponseSchema = z.object({ ...envelope, invitation: invitationPreviewSchema });
