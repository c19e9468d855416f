import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { WidthContainer } from '@/components/ui/width-container';
import { APP_SHORTCUT_PATHS } from '@/lib/shared/pwa/app-shell';
import styles from '@/components/layout/status-page.module.scss';

/** The offline page's message: no signal, what still opens, and the way back (docs/decisions/063-installable-offline-shell.md). */
export async function OfflineContent() {
  const t = await getTranslations('Offline');
  return (
    <WidthContainer narrow className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        <Icon name="refresh" size={64} />
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <p className={styles.text}>{t('saved')}</p>
      <div className={styles.actions}>
        <Button href={APP_SHORTCUT_PATHS.orders} variant="secondary">
          {t('orders')}
        </Button>
        <Button href="/" icon="arrow-right" iconAfter>
          {t('home')}
        </Button>
      </div>
    </WidthContainer>
  );
}
