'use client';

import { useTranslations } from 'next-intl';
import type { PaymentOption } from '@/lib/contract/schemas/checkout';
import { formatPrice, toCents } from '@/lib/shared/format/money';
import { OptionRadio } from './option-radio';
import styles from './checkout.module.scss';

interface StepPaymentProps {
  payments: PaymentOption[];
  paymentId: number | null;
  onPayment: (id: number) => void;
  missing: boolean;
}

/** Step 2: the payment methods the chosen delivery or pickup allows. */
export function StepPayment({ payments, paymentId, onPayment, missing }: StepPaymentProps) {
  const t = useTranslations('Checkout');
  const currency = useTranslations('Common')('currency');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('paymentLegend')}</legend>
      <ul className={styles.options}>
        {payments.map((p) => (
          <OptionRadio
            key={p.id}
            name="payment"
            checked={paymentId === p.id}
            onSelect={() => onPayment(p.id)}
            label={p.name}
            aside={toCents(p.price) === 0 ? t('free') : `${formatPrice(p.price)} ${currency}`}
          />
        ))}
      </ul>
      {missing && <p className={styles.problem}>{t('paymentLegend')}</p>}
    </fieldset>
  );
}
