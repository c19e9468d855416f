import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/lib/server/require-customer';
import { WishlistClient } from '@/components/cart/wishlist-client';
import { AccountSection } from './account-section';

/** /account/wishlist: guarded on the server; the list itself is the customer's, fetched in the browser. */
export async function AccountWishlist() {
  await requireCustomer('/account/wishlist');
  const t = await getTranslations('Account');
  return (
    <AccountSection title={t('menu.wishlist')} id="wishlist">
      <WishlistClient />
    </AccountSection>
  );
}
