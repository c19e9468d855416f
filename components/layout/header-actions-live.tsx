'use client';

import { QuickOrderHeaderLink } from '@/components/quick-order/quick-order-link';
import { CustomerAccountLinks } from './account-links';
import { CartButtonLive } from './cart-button-live';
import { WishlistButtonLive } from './wishlist-button-live';

/** The header's customer corner: the quick order, account and logout, the wishlist count and the live cart. */
export function HeaderActionsLive() {
  return (
    <>
      <QuickOrderHeaderLink />
      <CustomerAccountLinks />
      <WishlistButtonLive />
      <CartButtonLive />
    </>
  );
}
