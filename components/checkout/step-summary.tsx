'use client';

import { useRef, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PaymentOption, ShippingMethod, Warehouse } from '@/lib/contract/schemas/checkout';
import type { CheckoutBillingForm, CheckoutDeliveryForm } from '@/lib/contract/schemas/requests/address';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { pushToast } from '@/lib/browser/toast-store';
import type { CreditRefusal } from '@/lib/shop/payments/credit-refusal';
import type { PackRefusalValues } from '@/lib/shop/catalogue/pack-refusals';
import type { CheckoutChoices } from './checkout-choices';
import { CreditRefusalAlert } from './credit-refusal-alert';
import { PackRefusalAlert } from './pack-refusal-alert';
import { ApprovalNote, type CheckoutLimit } from './approval-note';
import styles from './checkout.module.scss';

interface StepSummaryProps {
  choices: CheckoutChoices;
  billing: CheckoutBillingForm;
  delivery: CheckoutDeliveryForm | null;
  shipping: ShippingMethod | undefined;
  store: Warehouse | undefined;
  payment: PaymentOption | undefined;
  placing: boolean;
  /** why placing this order on account was refused, until the next try */
  refusal: CreditRefusal | null;
  /** the lines placing refused as no longer whole packs, until the next try */
  packRefusal: PackRefusalValues[] | null;
  /** the last try found no signal: the order was not sent and is never kept for later (docs/decisions/064-offline-cart-changes.md) */
  offline: boolean;
  /** a buyer's order over their limit: sent for approval instead of placed (or, without approvals, refused) */
  limit: CheckoutLimit | null;
  onConsent: (key: 'terms' | 'privacy' | 'newsletter', value: boolean) => void;
  onPlace: () => void;
}

const lines = (a: CheckoutDeliveryForm) => [`${a.firstName} ${a.lastName}`.trim(), a.street, `${a.zip} ${a.city}`.trim(), a.phone].filter(Boolean);

/**
 * Step 3: the read-only summary, the three consents (none pre-ticked) and the finalize button.
 * The button can always be pressed: without both consents it places nothing and, as Next on
 * the other steps, says why (each missing consent's error, the warning toast, focus on the first).
 */
export function StepSummary({
  choices,
  billing,
  delivery,
  shipping,
  store,
  payment,
  placing,
  refusal,
  packRefusal,
  offline,
  limit,
  onConsent,
  onPlace,
}: StepSummaryProps) {
  const t = useTranslations('Checkout');
  const s = useTranslations('Checkout.summary');
  const tForms = useTranslations('Forms');
  const [tried, setTried] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const privacyBox = useRef<HTMLInputElement>(null);
  const place = () => {
    if (choices.terms && choices.privacy) return onPlace();
    setTried(true);
    pushToast({ variant: 'warning', message: 'formInvalid' });
    (choices.terms ? privacyBox : termsBox).current?.focus();
  };
  const consentError = (given: boolean) => (tried && !given ? tForms('checkboxRequired') : undefined);
  const where =
    choices.mode === 'pickup'
      ? store?.name
      : choices.packeta
        ? `${choices.packeta.name}, ${choices.packeta.street}, ${choices.packeta.zip} ${choices.packeta.city}`
        : undefined;
  const rows: Array<[string, string[]]> = [
    [choices.mode === 'pickup' ? s('pickup') : s('delivery'), [shipping?.name ?? '', where ?? ''].filter(Boolean)],
    [s('billing'), [...lines(billing), billing.email]],
    ...(delivery ? ([[s('deliveryAddress'), lines(delivery)]] as Array<[string, string[]]>) : []),
    [s('payment'), [payment?.name ?? '']],
    [s('note'), [choices.note.trim() || s('noNote')]],
  ];
  const termsLink = (chunks: ReactNode) => (
    <Link href="/page/sk/vseobecne-obchodne-podmienky" target="_blank" rel="noopener">
      {chunks}
    </Link>
  );
  const privacyLink = (chunks: ReactNode) => (
    <Link href="/page/sk/ochrana-osobnych-udajov" target="_blank" rel="noopener">
      {chunks}
    </Link>
  );
  return (
    <div className={styles.summary}>
      <dl className={styles.summaryList}>
        {rows.map(([label, values]) => (
          <div key={label} className={styles.summaryRow}>
            <dt>{label}</dt>
            <dd>
              {values.map((v, i) => (
                <span key={i}>{v}</span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <fieldset className={styles.fieldset}>
        <legend className={styles.hidden}>{t('summaryTitle')}</legend>
        <CheckboxField
          ref={termsBox}
          label={t.rich('consents.terms', { link: termsLink })}
          checked={choices.terms}
          error={consentError(choices.terms)}
          required
          onChange={(e) => onConsent('terms', e.target.checked)}
        />
        <CheckboxField
          ref={privacyBox}
          label={t.rich('consents.privacy', { link: privacyLink })}
          checked={choices.privacy}
          error={consentError(choices.privacy)}
          required
          onChange={(e) => onConsent('privacy', e.target.checked)}
        />
        <CheckboxField label={t('consents.newsletter')} checked={choices.newsletter} onChange={(e) => onConsent('newsletter', e.target.checked)} />
      </fieldset>
      {/* a request sent for approval is no order yet: its note says the owner orders it (docs/decisions/059-company-accounts.md) */}
      {!limit?.submit && <p className={styles.obligation}>{t('obligation')}</p>}
      {refusal && <CreditRefusalAlert refusal={refusal} />}
      {packRefusal && <PackRefusalAlert lines={packRefusal} />}
      {offline && (
        <p role="alert" className={styles.refusal}>
          {t('offline')}
        </p>
      )}
      {limit && <ApprovalNote limit={limit} />}
      <Button
        type="button"
        size="lg"
        fullWidth
        className={styles.finalize}
        loading={placing}
        disabled={limit !== null && !limit.submit}
        onClick={place}
        aria-describedby={limit?.submit ? 'approval-note' : undefined}
      >
        {limit?.submit ? t('approval.submit') : t('finalize')}
      </Button>
      {placing && (
        <p role="status" className={styles.hidden}>
          {t('placing')}
        </p>
      )}
    </div>
  );
}
