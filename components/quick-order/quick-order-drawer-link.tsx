'use client';

import { customerPart } from '@/lib/client/customer-part';
import { lazyNamed } from '@/lib/client/lazy-named';

/** The drawer's quick order button: its code (SWR, the lookup probe) only reaches customers. */
export const QuickOrderDrawerLink = customerPart(lazyNamed(() => import('./quick-order-drawer-live'), 'QuickOrderDrawerLive'));
