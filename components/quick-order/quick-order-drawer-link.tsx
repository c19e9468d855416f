'use client';

import { customerPart } from '@/lib/signed-in/browser/customer-part';
import { lazyNamed } from '@/lib/browser/lazy-named';

/** The drawer's quick order button: its code (SWR, the lookup probe) only reaches customers. */
export const QuickOrderDrawerLink = customerPart(lazyNamed(() => import('./quick-order-drawer-live'), 'QuickOrderDrawerLive'));
