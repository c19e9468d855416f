import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './register-invite.module.scss';

const BENEFITS = ['prices', 'orders', 'attachments'] as const;

/** The side block inviting unregistered visitors to register (login and reset-password). */
export async function RegisterInvite() {
  const t = await getTranslations('Register.invite');
  return (
    <aside className={styles.invite} aria-labelledby="register-invite-title">
      <h2 id="register-invite-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text')}</p>
      <ul className={styles.list}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <Icon name="check" size={18} className={styles.check} />
            {t(`benefits.${benefit}`)}
          </li>
        ))}
      </ul>
      <Button href="/register" variant="secondary" fullWidth>
        {t('action')}
      </Button>
    </aside>
  );
}
