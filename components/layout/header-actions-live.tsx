'use client';

import { QuickOrderHeaderLink } from '@/components/quick-order/quick-order-link';
import { SiteSwitcher } from '@/components/sites/site-switcher';
import { CustomerAccountLinks } from './account-links';
import { CartButtonLive } from './cart-button-live';
import { WishlistButtonLive } from './wishlist-button-live';

/** The header's customer corner: the quick order, the building site switcher, account and logout, the wishlist count and the live cart. */
export function HeaderActionsLive() {
  return (
    <>
      <QuickOrderHeaderLink />
      <SiteSwitcher />
      <CustomerAccountLinks />
      <WishlistButtonLive />
      <CartButtonLive />
    </>
  );
}
