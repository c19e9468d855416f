import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import styles from './cart-empty.module.scss';

/** The empty cart: what it means and the way back to the catalogue (guests also to the login). */
export function CartEmpty({ guest }: { guest: boolean }) {
  const t = useTranslations('Cart');
  return (
    <EmptyState
      classes={styles}
      icon={<Icon name="cart" size={40} className={styles.icon} />}
      title={t('empty')}
      text={guest ? t('emptyGuest') : t('emptyText')}
    >
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
    </EmptyState>
  );
}
