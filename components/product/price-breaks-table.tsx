'use client';

import { useTranslations } from 'next-intl';
import type { PriceBreak } from '@/lib/contract/schemas/trade-terms';
import { formatCents, formatPrice, toCents, withVatCents } from '@/lib/shared/format/money';
import styles from './price-breaks.module.scss';

interface PriceBreaksTableProps {
  breaks: readonly PriceBreak[];
  unit: string;
  /** the shop's VAT rate in percent: the page shows each price without and with VAT */
  vatRate: number;
}

/** The customer's volume breaks of a product: from how many pieces a piece costs what, without and with VAT. */
export function PriceBreaksTable({ breaks, unit, vatRate }: PriceBreaksTableProps) {
  const t = useTranslations('Price.breaks');
  const currency = useTranslations('Common')('currency');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('quantity')}</th>
          <th scope="col">{t('excVat', { unit })}</th>
          <th scope="col">{t('withVat')}</th>
        </tr>
      </thead>
      <tbody>
        {breaks.map((step) => (
          <tr key={step.quantity}>
            <th scope="row">{t('from', { quantity: step.quantity, unit })}</th>
            <td>{t('amount', { price: formatPrice(step.price_exc_vat), currency })}</td>
            <td>{t('amount', { price: formatCents(withVatCents(toCents(step.price_exc_vat), vatRate)), currency })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
