'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import styles from './checkout.module.scss';

/** The optional order note: shown throughout, enabled only from step 2 (spec §2). */
export function OrderNote({ value, onChange, enabled }: { value: string; onChange: (note: string) => void; enabled: boolean }) {
  const t = useTranslations('Checkout');
  const id = useId();
  return (
    <div className={styles.note}>
      <label htmlFor={id} className={styles.legend}>
        {t('noteLabel')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        maxLength={2000}
        value={value}
        disabled={!enabled}
        aria-describedby={enabled ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {!enabled && (
        <p id={`${id}-hint`} className={styles.hint}>
          {t('noteHint')}
        </p>
      )}
    </div>
  );
}
