'use client';

import { useTranslations } from 'next-intl';
import toastMessages from '@/messages/sk.toasts.json';
import { useToasts } from '@/lib/browser/toast-store';
import { withMessages } from './messages-scope';
import { ToastItem } from './toast-item';
import styles from './toast.module.scss';

/**
 * The toasts, bottom-right. Their texts come with this code (messages/sk.toasts.json), not in every
 * page's payload: most pages never show a toast, and an error toast must not wait for a download.
 */
export const ToastArea = withMessages(toastMessages, ToastRegions);

/** Errors sit in an assertive live region, the rest in a polite one. */
function ToastRegions() {
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
