import * as z from 'zod/mini';
import { currentPasswordSchema, requiredText } from '../common';

/** POST /sign/in and the login form: both fields required only (docs/rules.md#validation). */
export const signInPayloadSchema = z.object({
  email: requiredText(254),
  password: currentPasswordSchema,
});
export type SignInPayload = z.infer<typeof signInPayloadSchema>;
