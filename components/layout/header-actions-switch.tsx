'use client';

import { customerPart } from '@/lib/signed-in/browser/customer-part';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { GuestAccountLinks } from './account-links';
import { HeaderActionsPending } from './header-actions-pending';

/**
 * The server-rendered corner until the session is known (no guest corner paints for a browser
 * holding the signed-in hint); guests then keep their links, signed-in customers get theirs, whose
 * code (SWR, cart, wishlist) guests never download. The guest's links and the pending outline are
 * drawn here from the Header messages: passed from the server, both trees came again in every
 * page's inline payload.
 */
export const HeaderActionsSwitch = customerPart(
  lazyNamed(() => import('./header-actions-live'), 'HeaderActionsLive'),
  GuestAccountLinks,
  HeaderActionsPending,
);
