import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { BackButton } from './back-button';
import styles from './app-back.module.scss';

/**
 * A back arrow before the logo, drawn only when the shop runs as an installed app: a standalone window
 * has no browser back button, and on an iPhone no system one either (docs/decisions/063-installable-offline-shell.md).
 */
export async function AppBack() {
  const t = await getTranslations('Header');
  return (
    <BackButton className={styles.back}>
      <Icon name="arrow-left" />
      <span className={styles.label}>{t('appBack')}</span>
    </BackButton>
  );
}
