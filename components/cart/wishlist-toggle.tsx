'use client';

import { customerPart } from '@/lib/signed-in/browser/customer-part';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { WishlistOutline } from './wishlist-outline';
import type { WishlistToggleProps } from './wishlist-toggle-live';

function Nothing() {
  return null;
}

interface PendingProps extends WishlistToggleProps {
  /** the parent draws the outline itself (a product card, with CSS: no element in every guest card's HTML) */
  outlineByParent?: boolean;
}

function Pending({ className, outlineByParent = false }: PendingProps) {
  return outlineByParent ? null : <WishlistOutline className={className} untilKnown />;
}

/** The wishlist heart of a product, for signed-in customers only (guests download none of its code); its outline on the signed-in hint until then. */
export const WishlistToggle = customerPart<WishlistToggleProps, PendingProps>(
  lazyNamed(() => import('./wishlist-toggle-live'), 'WishlistToggleLive'),
  Nothing,
  Pending,
);
