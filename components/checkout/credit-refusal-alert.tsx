'use client';

import { useTranslations } from 'next-intl';
import { formatCents } from '@/lib/shared/format/money';
import type { CreditRefusal } from '@/lib/shop/payments/credit-refusal';
import styles from './checkout.module.scss';

/** The sentence naming why the order on account was refused, with the figures where the backend gave them. */
export function useCreditRefusalText(): (refusal: CreditRefusal) => string {
  const t = useTranslations('Checkout.refusal');
  const currency = useTranslations('Common')('currency');
  // a no-break space before the currency: an amount never breaks across lines
  const eur = (cents: number) => `${formatCents(cents)}\u00a0${currency}`;
  return (refusal) => {
    if (refusal.reason === 'creditLimit') {
      const f = refusal.figures;
      return f ? t('creditLimit', { limit: eur(f.limitCents), open: eur(f.openCents), order: eur(f.orderCents) }) : t('creditLimitPlain');
    }
    const f = refusal.figures;
    return f ? t('overdue', { overdue: eur(f.overdueCents), days: f.days }) : t('overduePlain');
  };
}

/**
 * Placing on account was refused (docs/decisions/058-trade-terms.md): what passed the limit or is
 * overdue, in figures, and what to do. It stays beside the button until the next try, unlike a
 * toast; nothing of the cart changed.
 */
export function CreditRefusalAlert({ refusal }: { refusal: CreditRefusal }) {
  const t = useTranslations('Checkout.refusal');
  const text = useCreditRefusalText();
  return (
    <div role="alert" className={styles.refusal}>
      <p className={styles.refusalTitle}>{t('title')}</p>
      <p>{text(refusal)}</p>
      <p>{t('hint')}</p>
    </div>
  );
}
