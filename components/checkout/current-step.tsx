'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { PacketaConfig } from './packeta-picker';
import { StepDelivery } from './step-delivery';
import { StepPayment } from './step-payment';
import { StepSummary } from './step-summary';
import type { checkoutActions } from './checkout-actions';
import type { CheckoutState } from './use-checkout-state';
import styles from './checkout.module.scss';

interface CurrentStepProps {
  state: CheckoutState;
  actions: ReturnType<typeof checkoutActions>;
  packeta: PacketaConfig;
  /** the order note, when it belongs under the payments (step 2, side column stacked below) */
  note: ReactNode;
}

/** The step the customer is on (delivery, payment, summary) and the Previous/Next buttons under it. */
export function CurrentStep({ state, actions, packeta, note }: CurrentStepProps) {
  const t = useTranslations('Checkout');
  const { step, form, email, data, effective, choices, problems, payments, patch } = state;
  const placing = state.placement.placing;
  const refused = state.placement.refusal;
  return (
    <>
      {step === 1 && (
        <StepDelivery
          form={form}
          email={email}
          shipping={data.shipping}
          warehouses={data.warehouses}
          lines={state.cart.products}
          choices={effective}
          problems={problems}
          packeta={packeta}
          site={data.site ?? null}
          onChoices={patch}
          onMode={actions.switchMode}
        />
      )}
      {step === 2 && (
        <StepPayment payments={payments} paymentId={effective.paymentId} onPayment={(id) => patch({ paymentId: id })} missing={problems.includes('payment')} />
      )}
      {step === 2 && note}
      {step === 3 && (
        <StepSummary
          choices={effective}
          billing={{ ...form.getValues().billing, email }}
          delivery={state.separateDelivery ? form.getValues().delivery : null}
          shipping={state.method}
          store={data.warehouses.find((w) => w.id === choices.salePointId)}
          payment={state.payment}
          placing={placing}
          refusal={refused && refused.payment === state.payment?.id ? refused.refusal : null}
          packRefusal={state.placement.packRefusal}
          offline={state.placement.offline}
          limit={state.limit}
          onConsent={(key, value) => patch({ [key]: value })}
          onPlace={actions.placeOrder}
        />
      )}
      <div className={styles.nav}>
        {step > 1 && (
          <Button type="button" variant="secondary" icon="arrow-left" onClick={actions.back} disabled={placing}>
            {t('previous')}
          </Button>
        )}
        {step < 3 && (
          <Button type="button" icon="arrow-right" iconAfter onClick={() => void actions.next()} className={styles.next}>
            {t('next')}
          </Button>
        )}
      </div>
    </>
  );
}
