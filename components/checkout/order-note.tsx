'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { hasInvalidCharacters } from '@/lib/contract/schemas/text-characters';
import styles from './checkout.module.scss';

/** The optional order note, shown from step 2 (docs/rules.md#screens). */
export function OrderNote({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const t = useTranslations('Checkout');
  const tForms = useTranslations('Forms');
  const id = useId();
  // said while typing: the backend refuses such a note (400) and the order would stop at it
  const invalid = hasInvalidCharacters(value, { multiLine: true });
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
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className={styles.problem} role="alert">
          {tForms('invalidCharacters')}
        </p>
      )}
    </div>
  );
}
