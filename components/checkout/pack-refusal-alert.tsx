'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { MessagesScope } from '@/components/ui/messages-scope';
import type { PackRefusalValues } from '@/lib/shop/catalogue/pack-refusals';
import toastMessages from '@/messages/sk.toasts.json';
import styles from './checkout.module.scss';

/**
 * Placing was refused because lines are no longer whole packs or reach no minimum (a pack changed
 * after they were added; docs/decisions/058-trade-terms.md): each line in words with the nearest
 * quantities, and where to change them. It stays beside the button until the next try, like the
 * credit refusal; nothing of the cart changed.
 */
export function PackRefusalAlert({ lines }: { lines: readonly PackRefusalValues[] }) {
  // each line reads as the basket's toast does: its text comes with the toasts' code, in no page's payload
  return (
    <MessagesScope messages={toastMessages}>
      <PackRefusalText lines={lines} />
    </MessagesScope>
  );
}

function PackRefusalText({ lines }: { lines: readonly PackRefusalValues[] }) {
  const t = useTranslations('Checkout.packRefusal');
  const line = useTranslations('Toasts');
  return (
    <div role="alert" className={styles.refusal}>
      <p className={styles.refusalTitle}>{t('title')}</p>
      {lines.map((values, i) => (
        <p key={i}>{line('basketPack', values)}</p>
      ))}
      <p>{t.rich('hint', { cart: (chunks) => <Link href="/cart">{chunks}</Link> })}</p>
    </div>
  );
}
