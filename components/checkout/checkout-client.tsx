'use client';

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
  if (state.loading) return <PageSpinner label={t('loading')} />;

  const { step, isLoggedIn, cart, method, payment } = state;
  // The note is written in step 2. With the side column beside the steps it stays there, in view;
  // stacked (phones, tablets) it would sit below the totals, so step 2 shows it under the payments.
  const note = <OrderNote value={state.choices.note} onChange={(text) => state.patch({ note: text })} enabled={step >= 2} />;
  const noteInSide = sideBeside || step === 1;

  return (
    <div className={styles.layout}>
      <section className={styles.main} aria-labelledby="checkout-step-title">
        <h1 id="checkout-step-title" className={styles.stepTitle}>
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
