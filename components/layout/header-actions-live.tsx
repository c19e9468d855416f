'use client';

import { CustomerAccountLinks } from './account-links';
import { CartButtonLive } from './cart-button-live';
import { WishlistButtonLive } from './wishlist-button-live';

/** The header's customer corner: account and logout, the wishlist count and the live cart. */
export function HeaderActionsLive() {
  return (
    <>
      <CustomerAccountLinks />
      <WishlistButtonLive />
      <CartButtonLive />
    </>
  );
}
