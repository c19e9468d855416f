import type { ReactNode } from 'react';
import { IntlScope } from '@/components/layout/intl-scope';

/** The stand-in payment provider's pages: a payment gateway's own page, without the shop's header and footer (docs/decisions/061-card-payments.md). */
export default function GatewayLayout({ children }: { children: ReactNode }) {
  return (
    <IntlScope area="cardPayment">
      <main id="main">{children}</main>
    </IntlScope>
  );
}
