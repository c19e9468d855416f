'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { withMessages } from '@/components/ui/messages-scope';
import { Icon } from '@/components/ui/icon';
import { useCustomerProduct } from '@/lib/signed-in/browser/customer-products';
import { useWishlist } from '@/lib/browser/use-wishlist';
import wishlistMessages from '@/messages/sk.wishlist.json';
import { WishlistOutline } from './wishlist-outline';
import styles from './wishlist-toggle.module.scss';

export interface WishlistToggleProps {
  productId: number;
  productName: string;
  /** the flag the product was loaded with, where the caller knows it (the wishlist page); else the page's customer products */
  wished?: boolean;
  className?: string;
}

/**
 * The heart of a product for signed-in customers: pressed when it is on the wishlist; changes at once (docs/rules.md#states).
 * Its texts come with this customer-only code (messages/sk.wishlist.json), not in every guest page's payload.
 */
export const WishlistToggleLive = withMessages(wishlistMessages, WishlistHeart);

function WishlistHeart({ productId, productName, wished, className }: WishlistToggleProps) {
  const t = useTranslations('Wishlist');
  const state = useCustomerProduct(productId);
  const { isWished, toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  const loaded = wished ?? (state.status === 'ready' ? state.product.wish_list : undefined);
  if (state.status === 'guest' || state.status === 'unknown') return null;
  if (loaded === undefined) return state.status === 'loading' ? <WishlistOutline className={className} /> : null;

  const on = isWished(productId, loaded);
  return (
    <button
      type="button"
      className={clsx(styles.toggle, on && styles.on, className)}
      aria-pressed={on}
      aria-label={t('toggle', { name: productName })}
      title={on ? t('remove') : t('add')}
      aria-busy={busy || undefined}
      onClick={async () => {
        // a second click while the first is on its way would race it; the heart already shows the change
        if (busy) return;
        setBusy(true);
        await toggle(productId, on);
        setBusy(false);
      }}
    >
      <Icon name="heart" size={22} fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
