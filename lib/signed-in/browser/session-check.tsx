'use client';

import { useEffect } from 'react';
import { useUser } from '@/lib/browser/use-user';
import type { SessionStatus } from './session';

/** Runs the SWR session check for SessionProvider and reports its answer; renders nothing. */
export function SessionCheck({ onStatus }: { onStatus: (status: SessionStatus) => void }) {
  const { isLoggedIn, isLoading } = useUser();
  const status: SessionStatus = isLoading ? 'unknown' : isLoggedIn ? 'customer' : 'guest';
  useEffect(() => {
    onStatus(status);
  }, [onStatus, status]);
  // unmounted when the hint goes (sign-out): the next mount starts from 'unknown' again
  useEffect(() => () => onStatus('unknown'), [onStatus]);
  return null;
}
