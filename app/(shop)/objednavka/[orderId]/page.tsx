import { Suspense } from 'react';
import { AccountLoading } from '@/components/account/account-loading';
import { OrderConfirmation } from '@/components/account/order-confirmation';
import { WidthContainer } from '@/components/ui/width-container';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

// The order id is unknown at build time and the page is one customer's: per request.
export const instant = false;

export const generateMetadata = () => unlistedPageMetadata('OrderConfirmation');

interface Props {
  params: Promise<{ orderId: string }>;
}

/**
 * /objednavka/{orderId}: one order's confirmation (docs/decisions/060-order-confirmation-page.md), private
 * like the account (proxy.ts, next.config.mjs, nginx) and never indexed.
 */
export default function OrderConfirmationPage({ params }: Props) {
  return (
    <WidthContainer>
      <Suspense fallback={<AccountLoading />}>
        <OrderConfirmation params={params} />
      </Suspense>
    </WidthContainer>
  );
}
