import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import styles from './cart-empty.module.scss';

/** The empty wishlist: how to fill it and the way to the catalogue. */
export function WishlistEmpty() {
  const t = useTranslations('Wishlist');
  return (
    <EmptyState classes={styles} icon={<Icon name="heart" size={40} className={styles.icon} />} title={t('empty')} heading="h3" text={t('emptyText')}>
      <div className={styles.actions}>
        <Button href="/" icon="arrow-left">
          {t('toCatalogue')}
        </Button>
      </div>
    </EmptyState>
  );
}
