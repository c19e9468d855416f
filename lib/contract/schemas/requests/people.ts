import * as z from 'zod/mini';
import { emailSchema, FORM_MESSAGES, newPasswordSchema, requiredText } from '../common';
import { invitedRoleSchema } from '../people';
import { PERSON_NAME_MAX_LENGTH } from './profile';

/** Highest limit per order the owner can set, in euros excluding VAT (fits the cents column). */
export const ORDER_LIMIT_MAX = 10_000_000;

/** A buyer's limit per order in euros excluding VAT; null: no limit (an accountant's is always null). */
const orderLimitSchema = z.nullable(z.number().check(z.nonnegative(FORM_MESSAGES.min), z.lte(ORDER_LIMIT_MAX, FORM_MESSAGES.max)));

/** POST /x/company/invitations: who is invited, as what and, for a buyer, with which limit. */
export const invitePayloadSchema = z.object({ email: emailSchema, role: invitedRoleSchema, limit: orderLimitSchema });
export type InvitePayload = z.infer<typeof invitePayloadSchema>;

/** PATCH /x/company/people/{id}: the person's new role and limit. */
export const personUpdatePayloadSchema = z.object({ role: invitedRoleSchema, limit: orderLimitSchema });
export type PersonUpdatePayload = z.infer<typeof personUpdatePayloadSchema>;

/** POST /x/company/invitation/{token}/accept: the invitee's name and password (the sign-up's password rules). */
export const acceptInvitationPayloadSchema = z.object({
  firstName: requiredText(PERSON_NAME_MAX_LENGTH),
  lastName: requiredText(PERSON_NAME_MAX_LENGTH),
  password: newPasswordSchema,
});
export type AcceptInvitationPayload = z.infer<typeof acceptInvitationPayloadSchema>;

/** The invitation's form: the payload and the password's repeat. */
export const acceptInvitationFormSchema = z
  .object({ ...acceptInvitationPayloadSchema.shape, passwordRepeat: z.string() })
  .check(z.refine((form) => form.passwordRepeat === form.password, { path: ['passwordRepeat'], message: FORM_MESSAGES.passwordsDontMatch }));
export type AcceptInvitationForm = z.infer<typeof acceptInvitationFormSchema>;

/** The payload of a valid invitation form. */
export function toAcceptInvitationPayload(form: AcceptInvitationForm): AcceptInvitationPayload {
  return { firstName: form.firstName, lastName: form.lastName, password: form.password };
}
