'use client';

import { useTranslations } from 'next-intl';
import { formatCents } from '@/lib/shared/format/money';
import styles from './checkout.module.scss';

/** What a buyer over their limit should know at the final button (docs/decisions/059-company-accounts.md). */
export interface CheckoutLimit {
  /** the buyer's limit per order excluding VAT in cents; null when the backend did not name it */
  limitCents: number | null;
  /** whether the order can be sent for approval; false where the backend has no approvals (the refusal is then an error) */
  submit: boolean;
}

/**
 * Over the limit: with approvals, a note naming the limit and saying the order goes to the owner;
 * without them (an upstream that refused with 409 but has no approval call), an error that says so.
 */
export function ApprovalNote({ limit }: { limit: CheckoutLimit }) {
  const t = useTranslations('Checkout.approval');
  const currency = useTranslations('Common')('currency');
  const amount = limit.limitCents === null ? null : `${formatCents(limit.limitCents)}\u00a0${currency}`;
  if (!limit.submit) {
    return (
      <div role="alert" className={styles.refusal}>
        <p className={styles.refusalTitle}>{t('refusedTitle')}</p>
        <p>{amount ? t('overLimit', { limit: amount }) : t('overLimitPlain')}</p>
      </div>
    );
  }
  return (
    <div className={styles.approvalNote} id="approval-note">
      <p className={styles.refusalTitle}>{t('title')}</p>
      <p>{amount ? t('overLimit', { limit: amount }) : t('overLimitPlain')}</p>
      <p>{t('hint')}</p>
    </div>
  );
}
