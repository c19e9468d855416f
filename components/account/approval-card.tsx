import { getTranslations } from 'next-intl/server';
import clsx from 'clsx';
import type { Approval } from '@/lib/contract/schemas/approvals';
import { formatDate } from '@/lib/shared/format/dates';
import { formatPrice } from '@/lib/shared/format/money';
import Link from '@/components/ui/intent-link';
import { orderPath } from '@/lib/shop/urls/account-paths';
import styles from './approvals.module.scss';

/**
 * One request for approval: its state, who asked and when, for which site, the total excluding VAT,
 * the lines, the owner's note and the order approval placed. `actions` (the owner's buttons) under it.
 */
export async function ApprovalCard({ approval, showRequester, actions }: { approval: Approval; showRequester: boolean; actions?: React.ReactNode }) {
  const t = await getTranslations('Account.approvals');
  const currency = (await getTranslations('Common'))('currency');
  const title = showRequester ? approval.requester.name : t('request', { date: formatDate(approval.created_at) });
  return (
    <li className={clsx(styles.request, approval.state === 'pending' && styles.pending)} aria-labelledby={`approval-${approval.id}`}>
      <div className={styles.head}>
        <h3 id={`approval-${approval.id}`} className={styles.who}>
          {title}
        </h3>
        <span className={styles.total}>{t('total', { amount: `${formatPrice(approval.total_exc_vat)}\u00a0${currency}` })}</span>
      </div>
      <p className={styles.meta}>
        <span className={clsx(styles.state, styles[`state-${approval.state}`])}>{t(`state.${approval.state}`)}</span>{' '}
        {/* the date stays on one line when the meta wraps on a phone */}
        {showRequester && t('requested', { date: formatDate(approval.created_at).replace(/ /g, '\u00a0') })}
        {approval.site && ` · ${t('site', { site: approval.site })}`}
      </p>
      <ul className={styles.lines} aria-label={t('lines')}>
        {approval.lines.map((line) => (
          <li key={line.code}>
            {line.quantity}× {line.name} <span className={styles.meta}>({line.code})</span>
          </li>
        ))}
      </ul>
      {approval.note && (
        <p className={styles.note}>
          <strong>{t('note')}</strong> {approval.note}
        </p>
      )}
      {approval.order && (
        <p className={styles.meta}>
          <Link href={orderPath(approval.order.id)}>{t('order', { number: approval.order.number })}</Link>
        </p>
      )}
      {actions}
    </li>
  );
}
