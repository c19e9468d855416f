'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { withMessages } from '@/components/ui/messages-scope';
import { activateWaitingWorker } from '@/lib/browser/pwa/register';
import workerMessages from '@/messages/sk.worker.json';
import styles from './update-prompt.module.scss';

/** The bar offering a new version of the shop once its worker waits: "Obnoviť" loads it (one reload). */
export const UpdatePrompt = withMessages(workerMessages, UpdateBar);

function UpdateBar() {
  const t = useTranslations('Worker');
  return (
    <div className={styles.bar} role="status">
      <p className={styles.text}>{t('updateReady')}</p>
      <Button size="sm" onClick={activateWaitingWorker}>
        {t('updateReload')}
      </Button>
    </div>
  );
}
