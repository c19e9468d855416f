import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { getSignedInUser } from '@/lib/contract/calls/shell';
import { ApiError } from '@/lib/contract/errors';
import type { User } from '@/lib/contract/schemas/user';
import { customerApi } from './api';

/** One session check per request, however many account components ask. */
const signedInUser = cache(async (): Promise<User | null> => {
  try {
    return await getSignedInUser(await customerApi());
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.hasCode('messages.user.not-logged-in'))) return null;
    throw error;
  }
});

/**
 * The account pages' guard: the signed-in customer, or a redirect to /login?next=`returnPath`.
 * It asks the backend with the request's cookies (GET /sign/user), so it holds whatever proxy.ts let through.
 * Reads cookies: call it inside <Suspense>.
 */
export async function requireCustomer(returnPath: string): Promise<User> {
  const user = await signedInUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(returnPath)}`);
  return user;
}
