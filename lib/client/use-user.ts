'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { getSignedInUser } from '@/lib/api/calls/shell';
import { ApiError } from '@/lib/api/errors';
import type { User } from '@/lib/api/schemas/user';
import { browserApi } from './api';
import { mayBeSignedIn } from './signed-in-hint';
import { CUSTOMER_DATA } from './swr-options';
import { pushToast } from './toast-store';

/** SWR key of the session check (the API path). */
export const USER_KEY = '/sign/user';
export const NOT_LOGGED_IN = 'messages.user.not-logged-in';

/**
 * A guest is a normal answer, not an error: the fetcher turns it into `null`. A browser without the
 * signed-in hint is a guest without asking (no backend call, no 401 in the console on public pages).
 */
async function fetchUser(): Promise<User | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await getSignedInUser(browserApi);
  } catch (error) {
    if (error instanceof ApiError && error.hasCode(NOT_LOGGED_IN)) return null;
    throw error;
  }
}

// Several components read the user at once; one failed check must toast only once.
const reported = new WeakSet<object>();

/** The signed-in customer (`null` for guests); a failed check shows the 'loginFailure' toast (spec §8). */
export function useUser() {
  const { data, error, isLoading, mutate } = useSWR<User | null>(USER_KEY, fetchUser, {
    ...CUSTOMER_DATA,
    shouldRetryOnError: false,
    // never paused: without the hint the check answers "guest" itself, replacing a signed-out user
    isPaused: () => false,
  });

  useEffect(() => {
    if (!error || typeof error !== 'object' || reported.has(error)) return;
    reported.add(error);
    console.error('Session check failed', error);
    pushToast({ variant: 'error', message: 'loginFailure' });
  }, [error]);

  return { user: data ?? null, isLoading, isLoggedIn: Boolean(data), mutate };
}
