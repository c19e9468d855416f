'use client';

import { useEffect, useState } from 'react';
import clsx from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { dismissToast, type Toast } from '@/lib/browser/toast-store';
import { BasicIcon } from './basic-icon';
import type { BasicIconName } from './basic-icon-paths';
import styles from './toast.module.scss';

const ICONS: Record<Toast['variant'], BasicIconName> = {
  success: 'check',
  warning: 'warning',
  error: 'error',
  info: 'info',
};

/** One toast: closes on its button or after its timeout, which waits while the pointer or focus is on it. */
export function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations('Toasts');
  const [paused, setPaused] = useState(false);

  // keyed on the toast object: a repeated toast replaces this one (same id, new object) and starts the timeout again
  useEffect(() => {
    if (paused || toast.timeout <= 0) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.timeout);
    return () => clearTimeout(timer);
  }, [paused, toast]);

  const screen = toast.screen ? t(`screens.${toast.screen}`) : '';
  const text = t(toast.message, { ...toast.values, screen });

  return (
    <li
      className={clsx(styles.toast, styles[toast.variant])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <BasicIcon name={ICONS[toast.variant]} size={22} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.message}>
          <span className={styles.variantLabel}>{t(`variants.${toast.variant}`)}: </span>
          {text}
        </p>
        {toast.link && (
          // following the link is the toast's answer: it closes, as with its close button
          <Link href={toast.link.href} className={styles.link} onClick={() => dismissToast(toast.id)}>
            {t(toast.link.label, { ...toast.values, screen })}
          </Link>
        )}
        {toast.detail && toast.detail.length > 0 && (
          <details className={styles.detail}>
            <summary>{t('detail')}</summary>
            <ul>
              {toast.detail.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label={t('close')}>
        <BasicIcon name="close" size={18} />
      </button>
    </li>
  );
}
