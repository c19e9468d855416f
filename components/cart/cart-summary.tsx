'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useKeptCartChanges } from '@/lib/browser/use-kept-cart-changes';
import type { Cart } from '@/lib/contract/schemas/cart';
import { formatPrice } from '@/lib/shared/format/money';
import styles from './cart-summary.module.scss';

/**
 * Subtotal excluding VAT, total with VAT (the server's figures, dimmed while a change is on its way, and
 * said to be out of date while changes made offline wait: prices depend on quantities only the server
 * reckons, docs/decisions/064-offline-cart-changes.md) and the way on.
 */
export function CartSummary({ cart, syncing }: { cart: Cart; syncing: boolean }) {
  const t = useTranslations('Cart');
  const currency = useTranslations('Common')('currency');
  const kept = useKeptCartChanges() > 0;
  return (
    <section className={styles.summary} aria-labelledby="cart-summary">
      <h2 id="cart-summary" className={styles.heading}>
        {t('summary')}
      </h2>
      <dl className={clsx(styles.totals, (syncing || kept) && styles.syncing)} aria-busy={syncing || undefined} aria-live="polite">
        <div className={styles.row}>
          <dt>{t('subtotal')}</dt>
          <dd>{t('amount', { price: formatPrice(cart.product_price_without_vat), currency })}</dd>
        </div>
        <div className={clsx(styles.row, styles.grand)}>
          <dt>{t('total')}</dt>
          <dd>{t('amount', { price: formatPrice(cart.product_price), currency })}</dd>
        </div>
      </dl>
      {kept && <p className={styles.keptNote}>{t('totalsAfterKept')}</p>}
      <Button href="/checkout" size="md" icon="arrow-right" iconAfter fullWidth className={styles.checkout}>
        {t('checkout')}
      </Button>
      <Button href="/" variant="ghost" size="md" icon="arrow-left" fullWidth>
        {t('continue')}
      </Button>
    </section>
  );
}
