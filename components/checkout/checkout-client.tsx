'use client';

import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toCents } from '@/lib/format/money';
import { setCheckoutStep, useCheckoutStep, type CheckoutStep } from '@/lib/client/checkout-step-store';
import { pushToast } from '@/lib/client/toast-store';
import { useCart } from '@/lib/client/use-cart';
import { useMediaQuery } from '@/lib/client/use-media-query';
import { useUser } from '@/lib/client/use-user';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { allowedPayments, choiceProblems, defaultDeliveryMethod, effectiveShipping, hasSeparateDelivery, type CheckoutChoices, type CheckoutMode } from './checkout-choices';
import { CheckoutSide } from './checkout-side';
import { GuestPanel } from './guest-panel';
import { OrderNote } from './order-note';
import type { PacketaConfig } from './packeta-picker';
import { StepDelivery } from './step-delivery';
import { StepPayment } from './step-payment';
import { StepSummary } from './step-summary';
import { useCheckoutData } from './use-checkout-data';
import { useCheckoutDraft } from './use-checkout-draft';
import { useCheckoutForm } from './use-checkout-form';
import { useStepGuard } from './use-step-guard';
import { usePlaceOrder } from './use-place-order';
import styles from './checkout.module.scss';

/** Where the side column stands beside the steps (checkout.module.scss .layout, m.large). */
const SIDE_BESIDE = '(min-width: 1201px)';

/** The three-step checkout (spec §2, §4): one step at a time, the side column beside it. */
export function CheckoutClient({ packeta, vatRate }: { packeta: PacketaConfig; vatRate: number }) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  const { user, isLoggedIn, isLoading: userLoading } = useUser();
  const { cart, isLoading: cartLoading } = useCart();
  const data = useCheckoutData(isLoggedIn);
  const email = user?.email ?? '';
  const customer = user?.username ?? null;
  const basket = cartLoading ? null : cart.id;
  // what is typed belongs to this customer's basket: another customer or basket starts afresh
  const owner = useMemo(() => (customer !== null && basket !== null ? { owner: customer, basket } : null), [customer, basket]);
  const { form, choices, setChoices, ready, billingId, deliveryId } = useCheckoutForm(data.addresses, email, owner);
  const [submitted, setSubmitted] = useState(false);
  const step = useCheckoutStep();
  const { place, placing, placed } = usePlaceOrder();
  const sideBeside = useMediaQuery(SIDE_BESIDE);
  const patch = (p: Partial<CheckoutChoices>) => setChoices((c) => ({ ...c, ...p }));
  useCheckoutDraft(form, choices, owner, ready, placed);

  // preselections are derived (spec §4): the default delivery method, the first allowed payment
  const payments = allowedPayments(data.payments, choices.mode);
  const effective: CheckoutChoices = {
    ...choices,
    shippingId: choices.shippingId ?? defaultDeliveryMethod(data.shipping)?.id ?? null,
    paymentId: payments.some((p) => p.id === choices.paymentId) ? choices.paymentId : (payments[0]?.id ?? null),
  };
  const validate = useStepGuard({ form, shipping: data.shipping, choices: effective, step, active: !data.isLoading && (ready || (!userLoading && !isLoggedIn)), onBlocked: () => setSubmitted(true) });

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
  useEffect(() => {
    // spec §2: an empty cart sends the customer home without a history entry
    if (!userLoading && isLoggedIn && !cartLoading && cart.products.length === 0 && !placed) router.replace('/');
  }, [userLoading, isLoggedIn, cartLoading, cart.products.length, placed, router]);

  if (userLoading || data.isLoading || (isLoggedIn && (cartLoading || !ready))) return <PageSpinner label={t('loading')} />;

  const method = effectiveShipping(data.shipping, effective);
  const payment = payments.find((p) => p.id === effective.paymentId);
  const problems = submitted ? choiceProblems(data.shipping, effective, step >= 2) : [];
  const separateDelivery = hasSeparateDelivery(data.shipping, effective);

  const switchMode = (mode: CheckoutMode) => patch({ mode, paymentId: null });
  const go = (to: CheckoutStep) => setCheckoutStep(to);
  async function next() {
    setSubmitted(true);
    const formValid = step === 1 ? await validate() : true;
    if (!formValid || choiceProblems(data.shipping, effective, step === 2).length > 0) {
      pushToast({ variant: 'warning', message: 'formInvalid' });
      return;
    }
    go(step === 1 ? 2 : 3);
  }
  function submitOrder() {
    const values = form.getValues();
    if (!method || !payment || cart.id === null) return;
    void place({
      basket: cart.id,
      billing: { ...values.billing, email },
      billingId,
      delivery: separateDelivery ? values.delivery : null,
      deliveryId,
      shipping: method.id,
      packeta: method.is_packeta ? choices.packeta : null,
      salePoint: choices.mode === 'pickup' ? choices.salePointId : null,
      payment: payment.id,
      note: choices.note.trim(),
      followNews: choices.newsletter,
    });
  }

  // The note is written in step 2. With the side column beside the steps it stays there, in view;
  // stacked (phones, tablets) it would sit below the totals, so step 2 shows it under the payments.
  const note = <OrderNote value={choices.note} onChange={(text) => patch({ note: text })} enabled={step >= 2} />;
  const noteInStep = !sideBeside && step === 2;
  const noteInSide = sideBeside || step === 1;

  return (
    <div className={styles.layout}>
      <section className={styles.main} aria-labelledby="checkout-step-title">
        <h1 id="checkout-step-title" className={styles.stepTitle}>
          {t('stepOf', { step, name: t(`steps.${step}`) })}
        </h1>
        {!isLoggedIn ? (
          <GuestPanel />
        ) : (
          <>
            {step === 1 && (
              <StepDelivery form={form} email={email} shipping={data.shipping} warehouses={data.warehouses} choices={effective} problems={problems} packeta={packeta} onChoices={patch} onMode={switchMode} />
            )}
            {step === 2 && <StepPayment payments={payments} paymentId={effective.paymentId} onPayment={(id) => patch({ paymentId: id })} missing={problems.includes('payment')} />}
            {noteInStep && note}
            {step === 3 && (
              <StepSummary
                choices={effective}
                billing={{ ...form.getValues().billing, email }}
                delivery={separateDelivery ? form.getValues().delivery : null}
                shipping={method}
                store={data.warehouses.find((w) => w.id === choices.salePointId)}
                payment={payment}
                placing={placing}
                onConsent={(key, value) => patch({ [key]: value })}
                onPlace={submitOrder}
              />
            )}
            <div className={styles.nav}>
              {step > 1 && (
                <Button type="button" variant="secondary" icon="arrow-left" onClick={() => go(step === 3 ? 2 : 1)} disabled={placing}>
                  {t('previous')}
                </Button>
              )}
              {step < 3 && (
                <Button type="button" icon="arrow-right" iconAfter onClick={() => void next()} className={styles.next}>
                  {t('next')}
                </Button>
              )}
            </div>
          </>
        )}
      </section>
      {isLoggedIn && (
        <CheckoutSide cart={cart} shippingCents={method ? toCents(method.price) : 0} paymentCents={payment ? toCents(payment.price) : 0} vatRate={vatRate}>
          {noteInSide && note}
        </CheckoutSide>
      )}
    </div>
  );
}
