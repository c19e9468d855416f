import type { ReactNode } from 'react';
import { CheckoutHeader } from '@/components/checkout/checkout-header';
import { IntlScope } from '@/components/layout/intl-scope';

/**
 * Checkout has its own header instead of the shop's (docs/rules.md#screens). `steps` is the @steps parallel
 * route: the checkout issue renders its step indicator there (default: nothing).
 */
export default function CheckoutLayout({ children, steps }: { children: ReactNode; steps: ReactNode }) {
  return (
    <IntlScope area="checkout">
      <CheckoutHeader steps={steps} />
      <main id="main">{children}</main>
    </IntlScope>
  );
}
