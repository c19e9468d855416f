'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useCart } from '@/lib/browser/use-cart';
import { useKeptCartChanges } from '@/lib/browser/use-kept-cart-changes';
import styles from './offline-cart-notice.module.scss';

/**
 * How many cart changes made without signal wait to be sent ("Offline: 3 zmeny čakajú na odoslanie"),
 * and the one place that sends them when the signal returns: the browser's online event, the page
 * opening with changes kept, or the cart loading again (a request went through). docs/decisions/064-offline-cart-changes.md.
 */
export function OfflineCartNotice() {
  const t = useTranslations('Header');
  const { cart, sendKept } = useCart();
  const waiting = useKeptCartChanges();

  useEffect(() => {
    const onOnline = () => void sendKept();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sendKept]);

  // the cart answered (it loaded, or a change went through): the signal is back for the kept ones too
  useEffect(() => {
    if (waiting > 0) void sendKept();
  }, [cart, waiting, sendKept]);

  return (
    <div role="status" className={styles.region}>
      {waiting > 0 && (
        <p className={styles.notice}>
          <span className={styles.dot} aria-hidden="true" />
          {t('offlineChanges', { count: waiting })}
        </p>
      )}
    </div>
  );
}
