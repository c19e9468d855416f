import * as z from 'zod/mini';
import { emailSchema, requiredText } from '../common';

/** The personal-info form (account details): all four required (spec §5); no call is sent (spec §2). */
export const profileFormSchema = z.object({
  firstName: requiredText(120),
  lastName: requiredText(120),
  displayName: requiredText(120),
  email: emailSchema,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
