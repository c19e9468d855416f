import clsx from 'clsx';
import type { OrderPaymentState } from '@/lib/contract/schemas/card-payment';
import styles from './payment-state-badge.module.scss';

/** Paid or not, or a card payment's state, as a coloured badge with its word (docs/decisions/061-card-payments.md). */
export function PaymentStateBadge({ state, label }: { state: OrderPaymentState; label: string }) {
  return (
    <span className={clsx(styles.badge, styles[state])} data-payment-state={state}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
