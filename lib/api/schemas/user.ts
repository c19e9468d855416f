import { z } from 'zod';
import { envelope } from './common';

export const userSchema = z.object({
  username: z.string(),
  email: z.string().optional().default(''),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().optional().default(''),
  auth_check: z.string(),
  last_auth_check: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const signUserResponseSchema = z.object({ ...envelope, user: userSchema });
