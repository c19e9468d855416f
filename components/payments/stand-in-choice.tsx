'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { chooseOnStandIn } from '@/lib/contract/calls/card-payment';
import type { StandInChoicePayload } from '@/lib/contract/schemas/card-payment';
import { browserApi } from '@/lib/browser/api';
import { loadDocument } from '@/lib/browser/load-document';
import { showApiError } from '@/lib/browser/show-api-error';
import { Button } from '@/components/ui/button';
import styles from './stand-in-gateway.module.scss';

type Action = StandInChoicePayload['action'];

/** `?notify=late` or `?notify=twice` on the page's address: how the stand-in notifies the shop (tests, docs/decisions/061-card-payments.md). */
function notifyMode(): StandInChoicePayload['notify'] {
  const value = new URLSearchParams(window.location.search).get('notify');
  return value === 'late' || value === 'twice' ? value : undefined;
}

/** The stand-in's card form (it takes nothing real) and the three outcomes; the customer is then sent back to the shop. */
export function StandInChoice({ id, amount, done }: { id: string; amount: string; done: boolean }) {
  const t = useTranslations('CardPayment.gateway');
  const [busy, setBusy] = useState<Action | null>(null);

  async function choose(action: Action) {
    setBusy(action);
    try {
      const mode = notifyMode();
      loadDocument(await chooseOnStandIn(browserApi, id, { action, ...(mode ? { notify: mode } : {}) }));
    } catch (error) {
      showApiError('payment', error);
      setBusy(null);
    }
  }

  if (done) {
    return (
      <div className={styles.done}>
        <p>{t('done')}</p>
        <Button type="button" variant="secondary" onClick={() => void choose('cancel')}>
          {t('back')}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label className={styles.field}>
        <span>{t('cardNumber')}</span>
        <input className={styles.input} defaultValue="4111 1111 1111 1111" inputMode="numeric" autoComplete="off" readOnly />
      </label>
      <div className={styles.pair}>
        <label className={styles.field}>
          <span>{t('expiry')}</span>
          <input className={styles.input} defaultValue="12/30" autoComplete="off" readOnly />
        </label>
        <label className={styles.field}>
          <span>{t('cvc')}</span>
          <input className={styles.input} defaultValue="123" autoComplete="off" readOnly />
        </label>
      </div>
      <Button type="button" size="lg" fullWidth loading={busy === 'pay'} disabled={busy !== null} onClick={() => void choose('pay')}>
        {t('pay', { amount })}
      </Button>
      <div className={styles.secondary}>
        <Button type="button" variant="danger" loading={busy === 'decline'} disabled={busy !== null} onClick={() => void choose('decline')}>
          {t('decline')}
        </Button>
        <Button type="button" variant="ghost" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void choose('cancel')}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
