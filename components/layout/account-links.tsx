import { useTranslations } from 'next-intl';
import Link from '@/components/ui/intent-link';
import { IconAction } from './icon-action';
import styles from './header-actions.module.scss';

/** Login and register: what the server renders for everyone, and what guests keep. */
export function GuestAccountLinks() {
  const t = useTranslations('Header');
  return (
    <>
      <IconAction href="/login" icon="user" label={t('login')} />
      <Link href="/register" className={`${styles.action} ${styles.wideOnly} ${styles.textOnly}`}>
        <span>{t('register')}</span>
      </Link>
    </>
  );
}

/** My account and logout, for signed-in customers. */
export function CustomerAccountLinks() {
  const t = useTranslations('Header');
  return (
    <>
      <IconAction href="/account" icon="user" label={t('myAccount')} />
      <IconAction href="/logout" icon="logout" label={t('logout')} wideOnly prefetch={false} />
    </>
  );
}
