import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './cart-empty.module.scss';

/** The empty wishlist: how to fill it and the way to the catalogue. */
export function WishlistEmpty() {
  const t = useTranslations('Wishlist');
  return (
    <div className={styles.empty}>
      <Icon name="heart" size={40} className={styles.icon} />
      <h3 className={styles.title}>{t('empty')}</h3>
      <p className={styles.text}>{t('emptyText')}</p>
      <div className={styles.actions}>
        <Button href="/" icon="arrow-left">
          {t('toCatalogue')}
        </Button>
      </div>
    </div>
  );
}
