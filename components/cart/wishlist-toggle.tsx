'use client';

import { customerPart } from '@/lib/client/customer-part';
import { lazyNamed } from '@/lib/client/lazy-named';
import { WishlistOutline } from './wishlist-outline';
import type { WishlistToggleProps } from './wishlist-toggle-live';

function Nothing() {
  return null;
}

function Pending({ className }: WishlistToggleProps) {
  return <WishlistOutline className={className} untilKnown />;
}

/** The wishlist heart of a product, for signed-in customers only (guests download none of its code); its outline on the signed-in hint until then. */
export const WishlistToggle = customerPart(lazyNamed(() => import('./wishlist-toggle-live'), 'WishlistToggleLive'), Nothing, Pending);
