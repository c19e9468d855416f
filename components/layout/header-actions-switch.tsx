'use client';

import type { ReactNode } from 'react';
import { customerPart } from '@/lib/client/customer-part';
import { lazyNamed } from '@/lib/client/lazy-named';

function Guest({ guest }: { guest: ReactNode }) {
  return guest;
}

/**
 * The server-rendered guest corner (login, register) until the session is known;
 * signed-in customers then get theirs, whose code (SWR, cart, wishlist) guests never download.
 */
export const HeaderActionsSwitch = customerPart(lazyNamed(() => import('./header-actions-live'), 'HeaderActionsLive'), Guest);
