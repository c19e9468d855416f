import * as z from 'zod/mini';
import { currentPasswordSchema, emailSchema, FORM_MESSAGES, newPasswordSchema } from '../common';
import { textInput } from '../text-characters';

const repeatMatches = {
  path: ['passwordRepeat'],
  message: FORM_MESSAGES.passwordsDontMatch,
};

/** The change-password form (account details): old required, new min 8, repeat equal. */
export const passwordChangeFormSchema = z
  .object({ old: currentPasswordSchema, password: newPasswordSchema, passwordRepeat: z.string() })
  .check(z.refine((form) => form.passwordRepeat === form.password, repeatMatches));
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** PATCH /customer/password; a wrong `old` answers error key `old`. */
export const passwordChangePayloadSchema = z.object({ old: currentPasswordSchema, password: newPasswordSchema });
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

/** Builds the change-password payload from a valid form. */
export function toPasswordChangePayload(form: PasswordChangeForm): PasswordChangePayload {
  return { old: form.old, password: form.password };
}

/** The reset-link form (reset-password without token); GET /sign/reset/{lang}/{email} takes the address. */
export const resetLinkFormSchema = z.object({ email: emailSchema });
export type ResetLinkForm = z.infer<typeof resetLinkFormSchema>;

/** The new-password form (reset-password/{token}). */
export const restoreFormSchema = z
  .object({ password: newPasswordSchema, passwordRepeat: z.string() })
  .check(z.refine((form) => form.passwordRepeat === form.password, repeatMatches));
export type RestoreForm = z.infer<typeof restoreFormSchema>;

/** POST /sign/restore (docs/contract.md#account): a bad token answers key `token`. */
export const restorePayloadSchema = z.object({
  token: textInput().check(z.minLength(1, FORM_MESSAGES.required), z.maxLength(200)),
  password: newPasswordSchema,
});
export type RestorePayload = z.infer<typeof restorePayloadSchema>;
