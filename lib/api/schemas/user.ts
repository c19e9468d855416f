import * as z from 'zod/mini';
import { envelope } from './common';

export const userSchema = z.object({
  username: z.string(),
  email: z._default(z.optional(z.string()), ''),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z._default(z.optional(z.string()), ''),
  auth_check: z.string(),
  last_auth_check: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const signUserResponseSchema = z.object({ ...envelope, user: userSchema });
