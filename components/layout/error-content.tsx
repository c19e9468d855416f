'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { WidthContainer } from '@/components/ui/width-container';
import errorMessages from '@/messages/sk.error.json';
import { withMessages } from '@/components/ui/messages-scope';
import styles from './status-page.module.scss';

export interface ErrorContentProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * A friendly error message with retry and home; the error itself only goes to the console, never on
 * screen. Its texts come with this code, fetched on first use (LazyErrorContent), not with every page.
 */
export const ErrorContent = withMessages(errorMessages, ErrorMessage);

function ErrorMessage({ error, reset }: ErrorContentProps) {
  const t = useTranslations('Error');
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <WidthContainer narrow className={styles.page}>
      <Icon name="warning" size={56} className={styles.icon} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <Button icon="refresh" onClick={reset}>
          {t('retry')}
        </Button>
        <Button href="/" variant="secondary">
          {t('home')}
        </Button>
      </div>
      {error.digest && <p className={styles.digest}>{t('reference', { digest: error.digest })}</p>}
    </WidthContainer>
  );
}
