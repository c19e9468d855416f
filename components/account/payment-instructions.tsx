import { getTranslations } from 'next-intl/server';
import type { PaymentInstructions as Instructions } from '@/lib/contract/schemas/account';
import { formatDate } from '@/lib/shared/format/dates';
import { groupedIban } from '@/lib/shared/format/iban';
import { formatPrice, toCents } from '@/lib/shared/format/money';
import { payBySquareMatrix } from '@/lib/shop/payments/pay-by-square';
import { shop } from '@/lib/runtime/config/shop';
import { LabelledValues, type LabelledValue } from '@/components/ui/labelled-values';
import { PayBySquareCode } from './pay-by-square-code';
import styles from './payment-instructions.module.scss';

/**
 * What an unpaid bank-transfer order still needs: IBAN, payee, variable symbol, amount and due
 * date as the backend gives them, and the PAY by square code made from exactly those. Rendered on
 * the server inside the account page (private, no-store), so the code never lands in a shared cache.
 */
export async function PaymentInstructions({ instructions }: { instructions: Instructions }) {
  const t = await getTranslations('Account.payment');
  const currency = (await getTranslations('Common'))('currency');
  const due = formatDate(instructions.due_to);
  const beneficiary = instructions.beneficiary || shop.company;
  const matrix = await payBySquareMatrix({
    iban: instructions.iban,
    beneficiary,
    amountCents: toCents(instructions.amount),
    variableSymbol: instructions.variable_symbol,
    due: new Date(instructions.due_to),
  });
  const facts: LabelledValue[] = [
    [t('iban'), groupedIban(instructions.iban)],
    [t('beneficiary'), beneficiary],
    [t('variableSymbol'), instructions.variable_symbol],
    [t('amount'), `${formatPrice(instructions.amount)} ${currency}`],
    [t('due'), due],
  ];
  return (
    <section className={styles.box} aria-labelledby="payment-instructions">
      <div className={styles.text}>
        <h3 id="payment-instructions" className={styles.title}>
          {t('title')}
        </h3>
        <p className={styles.lead}>{t('lead', { due })}</p>
        <LabelledValues entries={facts} className={styles.facts} rowClassName={styles.fact} />
      </div>
      {matrix && (
        <figure className={styles.qr}>
          <PayBySquareCode matrix={matrix} label={t('qrLabel')} className={styles.code} />
          <figcaption>{t('qrCaption')}</figcaption>
        </figure>
      )}
    </section>
  );
}
