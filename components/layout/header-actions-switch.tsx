'use client';

import type { ReactNode } from 'react';
import { customerPart } from '@/lib/client/customer-part';
import { lazyNamed } from '@/lib/client/lazy-named';

interface CornerProps {
  /** the guest's links (login, register), from the server */
  guest: ReactNode;
  /** until the session is known: the guest's links or, on the signed-in hint, the customer's outline (HeaderActionsPending) */
  pending: ReactNode;
}

function Guest({ guest }: CornerProps) {
  return guest;
}

function Pending({ pending }: CornerProps) {
  return pending;
}

/**
 * The server-rendered corner until the session is known (no guest corner paints for a browser
 * holding the signed-in hint); guests then keep their links, signed-in customers get theirs, whose
 * code (SWR, cart, wishlist) guests never download.
 */
export const HeaderActionsSwitch = customerPart(lazyNamed(() => import('./header-actions-live'), 'HeaderActionsLive'), Guest, Pending);
