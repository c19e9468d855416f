import * as z from 'zod/mini';
import { emailSchema, requiredText } from '../common';

/** Longest first name, last name and display name (the database columns). */
export const PERSON_NAME_MAX_LENGTH = 120;

/**
 * PATCH /x/customer/profile (an extension of the embedded backend): the names the customer may
 * change. Field names are the form's, so the backend's error keys mark the form's fields.
 */
export const profileUpdatePayloadSchema = z.object({
  firstName: requiredText(PERSON_NAME_MAX_LENGTH),
  lastName: requiredText(PERSON_NAME_MAX_LENGTH),
  displayName: requiredText(PERSON_NAME_MAX_LENGTH),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

/**
 * The personal-info form (account details): all four required (docs/rules.md#validation). The e-mail is the
 * sign-in name: shown read-only and never sent, since changing it needs more than a session.
 */
export const profileFormSchema = z.object({ ...profileUpdatePayloadSchema.shape, email: emailSchema });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** The payload of a valid profile form. */
export function toProfileUpdatePayload(form: ProfileForm): ProfileUpdatePayload {
  return { firstName: form.firstName, lastName: form.lastName, displayName: form.displayName };
}
