'use client';

import { useTranslations } from 'next-intl';
import { useToasts } from '@/lib/client/toast-store';
import { ToastItem } from './toast-item';
import styles from './toast.module.scss';

/** The toasts, bottom-right. Errors sit in an assertive live region, the rest in a polite one. */
export function ToastArea() {
  const t = useTranslations('Toasts');
  const toasts = useToasts();
  const errors = toasts.filter((toast) => toast.variant === 'error');
  const others = toasts.filter((toast) => toast.variant !== 'error');

  return (
    <section className={styles.area} aria-label={t('regionLabel')}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
      <ol className={styles.list} aria-live="assertive" aria-relevant="additions">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
