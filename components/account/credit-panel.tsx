import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { CompanyCredit } from '@/lib/contract/schemas/trade-terms';
import { formatPrice } from '@/lib/shared/format/money';
import styles from './credit-panel.module.scss';

/**
 * A company's buying on account at a glance (docs/decisions/058-trade-terms.md): its terms, what it
 * owes, what its limit leaves and what is overdue, highlighted when anything is. Shown on the
 * account's board and invoices page only for a company with terms.
 */
export function CreditPanel({ credit }: { credit: CompanyCredit }) {
  const t = useTranslations('Account.credit');
  const currency = useTranslations('Common')('currency');
  // a no-break space before the currency, as between the digits: an amount never breaks across lines
  const eur = (amount: number) => `${formatPrice(amount)}\u00a0${currency}`;
  const late = credit.overdue_count > 0;
  const facts: Array<[string, string, string?]> = [
    [t('terms'), t('termsDays', { days: credit.due_days })],
    [t('open'), eur(credit.open)],
    [
      t('available'),
      credit.limit === null || credit.available === null ? t('noLimit') : t('availableOf', { available: eur(credit.available), limit: eur(credit.limit) }),
    ],
    [t('overdue'), late ? t('overdueCount', { amount: eur(credit.overdue), count: credit.overdue_count }) : t('none'), late ? styles.late : undefined],
  ];
  return (
    <section className={clsx(styles.panel, late && styles.panelLate)} aria-labelledby="credit-title">
      <h3 id="credit-title" className={styles.title}>
        {t('title')}
      </h3>
      <dl className={styles.facts}>
        {facts.map(([label, value, className]) => (
          <div key={label} className={clsx(styles.fact, className)}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
