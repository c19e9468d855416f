'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { CartLine } from '@/lib/contract/schemas/cart';
import type { PacketaPoint, ShippingMethod, Warehouse } from '@/lib/contract/schemas/checkout';
import type { Site } from '@/lib/contract/schemas/sites';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { AddressFields } from './address-fields';
import { CompanyAddressPicker } from './company-address-picker';
import { takesDeliveryAddress, type CheckoutChoices, type CheckoutMode, type ChoiceProblem } from './checkout-choices';
import type { PacketaConfig } from './packeta-picker';
import { ShippingChoice } from './shipping-choice';
import type { CheckoutForm } from './use-checkout-form';
import styles from './checkout.module.scss';

interface StepDeliveryProps {
  form: UseFormReturn<CheckoutForm>;
  email: string;
  shipping: ShippingMethod[];
  warehouses: Warehouse[];
  /** the cart's lines (when a pickup is ready depends on where their pieces are) */
  lines: readonly CartLine[];
  choices: CheckoutChoices;
  problems: ChoiceProblem[];
  packeta: PacketaConfig;
  /** the building site the basket is for, whose address the delivery address starts as; null: none */
  site: Site | null;
  onChoices: (patch: Partial<CheckoutChoices>) => void;
  onMode: (mode: CheckoutMode) => void;
}

/**
 * Step 1: delivery or pickup, the billing form, and the delivery address unless it is the same or
 * the goods go to a pickup point (a store or a Packeta point), where no typed address applies.
 */
export function StepDelivery({ form, email, shipping, warehouses, lines, choices, problems, packeta, site, onChoices, onMode }: StepDeliveryProps) {
  const t = useTranslations('Checkout');
  return (
    <>
      <ShippingChoice
        shipping={shipping}
        warehouses={warehouses}
        lines={lines}
        choices={choices}
        problems={problems}
        packeta={packeta}
        onMode={onMode}
        onShipping={(id) => onChoices({ shippingId: id })}
        onSalePoint={(id) => onChoices({ salePointId: id })}
        onPacketa={(point: PacketaPoint) => onChoices({ packeta: point })}
      />
      <section className={styles.fieldset} aria-labelledby="billing-title">
        <h2 id="billing-title" className={styles.legend}>
          {t('billingTitle')}
        </h2>
        <AddressFields form={form} group="billing" email={email} />
      </section>
      {takesDeliveryAddress(shipping, choices) && (
        <>
          <CompanyAddressPicker form={form} onSeparateDelivery={() => onChoices({ sameAsDelivery: false })} />
          <CheckboxField label={t('sameAsDelivery')} checked={choices.sameAsDelivery} onChange={(e) => onChoices({ sameAsDelivery: e.target.checked })} />
          {!choices.sameAsDelivery && (
            <section className={styles.fieldset} aria-labelledby="delivery-title">
              <h2 id="delivery-title" className={styles.legend}>
                {t('deliveryTitle')}
              </h2>
              {site && site.street !== '' && (
                <p className={styles.hint} data-testid="site-delivery-note">
                  {t('siteDelivery', { name: site.name, reference: site.job_reference })}
                </p>
              )}
              <AddressFields form={form} group="delivery" />
            </section>
          )}
        </>
      )}
    </>
  );
}
