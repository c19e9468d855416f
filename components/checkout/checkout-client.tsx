'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { toCents } from '@/lib/shared/format/money';
import { useMediaQuery } from '@/lib/browser/use-media-query';
import { PageSpinner } from '@/components/ui/page-spinner';
import { checkoutActions } from './checkout-actions';
import { CheckoutSide } from './checkout-side';
import { CurrentStep } from './current-step';
import { GuestPanel } from './guest-panel';
import { OrderNote } from './order-note';
import type { PacketaConfig } from './packeta-picker';
import { useCheckoutState } from './use-checkout-state';
import styles from './checkout.module.scss';

/** Where the side column stands beside the steps (checkout.module.scss .layout, m.large). */
const SIDE_BESIDE = '(min-width: 1201px)';

/** The three-step checkout (docs/rules.md#screens, docs/rules.md#states): one step at a time, the side column beside it. */
export function CheckoutClient({ packeta, vatRate }: { packeta: PacketaConfig; vatRate: number }) {
  const t = useTranslations('Checkout');
  const state = useCheckoutState();
  const sideBeside = useMediaQuery(SIDE_BESIDE);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);
  // Moving between the steps replaces the form the button was in, leaving focus on <body>: the new
  // step's heading takes it, so a keyboard or screen-reader user goes on from the step's top. The
  // first step shown (a visit, a reload) keeps the browser's own focus.
  useEffect(() => {
    if (state.loading) return;
    if (shownStep.current !== null && shownStep.current !== state.step) heading.current?.focus();
    shownStep.current = state.step;
  }, [state.loading, state.step]);
  if (state.loading) return <PageSpinner label={t('loading')} />;

  const { step, isLoggedIn, cart, method, payment } = state;
  // The note is written from step 2 (an empty, disabled field on step 1 only puzzled). With the side
  // column beside the steps it stays there, in view; stacked (phones, tablets) it would sit below the
  // totals, so step 2 shows it under the payments.
  const note = step >= 2 ? <OrderNote value={state.choices.note} onChange={(text) => state.patch({ note: text })} /> : null;
  const noteInSide = sideBeside;

  return (
    <div className={styles.layout}>
      <section className={styles.main} aria-labelledby="checkout-step-title">
        <h1 id="checkout-step-title" className={styles.stepTitle} ref={heading} tabIndex={-1}>
          {t('stepOf', { step, name: t(`steps.${step}`) })}
        </h1>
        {isLoggedIn ? <CurrentStep state={state} actions={checkoutActions(state)} packeta={packeta} note={noteInSide ? null : note} /> : <GuestPanel />}
      </section>
      {isLoggedIn && (
        <CheckoutSide cart={cart} shippingCents={method ? toCents(method.price) : 0} paymentCents={payment ? toCents(payment.price) : 0} vatRate={vatRate}>
          {noteInSide && note}
        </CheckoutSide>
      )}
    </div>
  );
}
