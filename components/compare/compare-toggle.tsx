'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { addToCompare, removeFromCompare, useStoredCompareList, type CompareEntry } from '@/lib/browser/compare-list';
import { pushToast } from '@/lib/browser/toast-store';
import { COMPARE_PATH } from '@/lib/shop/urls/shop-paths';
import styles from './compare-toggle.module.scss';

/**
 * 'Porovnať' on a product card or page, for everyone: pressed while the product is on this
 * browser's compare list. The server renders it unpressed (guest HTML is shared); the browser's
 * list presses it after hydration, at the same size. Until then (and without JavaScript, which the
 * list needs) it is disabled, so a tap before hydration is never a silent no-op. A fifth product
 * is refused with a toast. Its box and tick are the button's ::before, not elements: the toggle is
 * drawn in every card of every listing.
 */
export function CompareToggle({ product, className }: { product: CompareEntry; className?: string }) {
  const t = useTranslations('Compare');
  const list = useStoredCompareList();
  const on = list?.some((entry) => entry.id === product.id) ?? false;
  return (
    <button
      type="button"
      className={clsx(styles.toggle, on && styles.on, className)}
      aria-pressed={on}
      disabled={list === null}
      aria-label={t('toggle', { name: product.name })}
      onClick={() => {
        if (on) return removeFromCompare(product.id);
        if (addToCompare(product) === 'full') {
          pushToast({ variant: 'warning', message: 'compareFull', link: { href: COMPARE_PATH, label: 'compareOpen' } });
        }
      }}
    >
      {t('label')}
    </button>
  );
}
