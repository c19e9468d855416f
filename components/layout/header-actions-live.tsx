'use client';

import { OfflineCartNotice } from '@/components/cart/offline-cart-notice';
import { QuickOrderHeaderLink } from '@/components/quick-order/quick-order-link';
import { SiteSwitcher } from '@/components/sites/site-switcher';
import { CustomerAccountLinks } from './account-links';
import { CartButtonLive } from './cart-button-live';
import { WishlistButtonLive } from './wishlist-button-live';

/** The header's customer corner: the quick order, the building site switcher, account and logout, the wishlist count, the live cart and its changes waiting for signal. */
export function HeaderActionsLive() {
  return (
    <>
      <QuickOrderHeaderLink />
      <SiteSwitcher />
      <CustomerAccountLinks />
      <WishlistButtonLive />
      <CartButtonLive />
      <OfflineCartNotice />
    </>
  );
}
