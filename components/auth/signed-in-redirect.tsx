'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useSession, type SessionStatus } from '@/lib/signed-in/browser/session';
import { safeReturnPath } from '@/lib/shop/urls/safe-return-path';

/**
 * On /login and /register: a customer who is signed in already goes on to the account (or to a
 * safe `next`). Done here, after the session is known, so both pages stay one static HTML for
 * everyone. Only the first answer counts: signing in on this page (guest, then customer) leaves
 * the page's own form to decide where to go.
 */
export function SignedInRedirect() {
  const status = useSession();
  const router = useRouter();
  const first = useRef<SessionStatus>('unknown');

  useEffect(() => {
    if (status === 'unknown' || first.current !== 'unknown') return;
    first.current = status;
    if (status !== 'customer') return;
    router.replace(safeReturnPath(new URLSearchParams(window.location.search).get('next'), '/account'));
  }, [status, router]);

  return null;
}
