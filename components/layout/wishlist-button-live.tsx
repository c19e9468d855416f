'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/browser/use-user';
import { useWishlist } from '@/lib/browser/use-wishlist';
import { BadgedIcon } from './badged-icon';
import styles from './header-actions.module.scss';

/** Signed-in customers only: the wishlist link with its count (a spinner while it loads). */
export function WishlistButtonLive() {
  const t = useTranslations('Header');
  const { isLoggedIn } = useUser();
  const { count, isLoading } = useWishlist();
  if (!isLoggedIn) return null;

  return (
    <Link href="/account/wishlist" className={styles.action} aria-label={t('wishlistLabel', { count })}>
      <BadgedIcon icon={<Icon name="heart" />} count={isLoading ? <Spinner size={10} /> : count} />
      <span className={styles.text} aria-hidden="true">
        {t('wishlist')}
      </span>
    </Link>
  );
}
