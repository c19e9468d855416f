import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import styles from './checkout.module.scss';

/** Step 1 for a guest: ordering needs an account (docs/rules.md#screens: login and register buttons). */
export function GuestPanel() {
  const t = useTranslations('Checkout.guest');
  return (
    <div className={styles.guest}>
      <p>{t('text')}</p>
      <div className={styles.actions}>
        <Button href="/login?next=%2Fcheckout" icon="user">
          {t('login')}
        </Button>
        <Button href="/register" variant="secondary">
          {t('register')}
        </Button>
      </div>
    </div>
  );
}
