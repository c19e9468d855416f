import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './cart-empty.module.scss';

/** The empty cart: what it means and the way back to the catalogue (guests also to the login). */
export function CartEmpty({ guest }: { guest: boolean }) {
  const t = useTranslations('Cart');
  return (
    <div className={styles.empty}>
      <Icon name="cart" size={40} className={styles.icon} />
      <h2 className={styles.title}>{t('empty')}</h2>
      <p className={styles.text}>{guest ? t('emptyGuest') : t('emptyText')}</p>
      <div className={styles.actions}>
        <Button href="/" icon="arrow-left">
          {t('toCatalogue')}
        </Button>
        {guest && (
          <Button href="/login?next=%2Fcart" variant="secondary" icon="user">
            {t('login')}
          </Button>
        )}
      </div>
    </div>
  );
}
