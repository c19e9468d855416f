'use client';

import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { ApiError } from '@/lib/contract/errors';
import type { User } from '@/lib/contract/schemas/user';
import { mayBeSignedIn } from '@/lib/shop/account/signed-in-hint';
import { fetchSignedInUser } from './session-summary';
import { SHELL_DATA } from './swr-options';
import { USER_KEY } from './swr-keys';
import { pushToast } from './toast-store';

export { USER_KEY };
export const NOT_LOGGED_IN = 'messages.user.not-logged-in';

/**
 * A guest is a normal answer, not an error: the fetcher turns it into `null`. A browser without the
 * signed-in hint is a guest without asking (no backend call, no 401 in the console on public pages).
 */
async function fetchUser(mutate: ScopedMutator): Promise<User | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await fetchSignedInUser(mutate);
  } catch (error) {
    if (error instanceof ApiError && error.hasCode(NOT_LOGGED_IN)) return null;
    throw error;
  }
}

// Several components read the user at once; one failed check must toast only once.
const reported = new WeakSet<object>();

/** The signed-in customer (`null` for guests); a failed check shows the 'loginFailure' toast (docs/rules.md#errors). */
export function useUser() {
  const { mutate: mutateKey } = useSWRConfig();
  const fetcher = useCallback(() => fetchUser(mutateKey), [mutateKey]);
  const { data, error, isLoading, mutate } = useSWR<User | null>(USER_KEY, fetcher, {
    ...SHELL_DATA,
    shouldRetryOnError: false,
    // never paused: without the hint the check answers "guest" itself, replacing a signed-out user
    isPaused: () => false,
  });

  useEffect(() => {
    if (!error || typeof error !== 'object' || reported.has(error)) return;
    reported.add(error);
    console.error('Session check failed', error);
    // without signal the page is a saved copy (docs/decisions/063-installable-offline-shell.md): nothing to report
    if (navigator.onLine) pushToast({ variant: 'error', message: 'loginFailure' });
  }, [error]);

  return { user: data ?? null, isLoading, isLoggedIn: Boolean(data), mutate };
}
