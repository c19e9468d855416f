import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { PaymentOutcome } from '@/components/payments/payment-outcome';
import { PageSpinner } from '@/components/ui/page-spinner';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

// The order id is unknown at build time and the outcome is the customer's own: per request.
export const instant = false;

export const generateMetadata = () => unlistedPageMetadata('CardPayment.return');

/** /platba/{orderId}: the card payment's outcome, where the payment provider sends the customer back. */
export default async function PaymentReturnPage({ params }: { params: Promise<{ orderId: string }> }) {
  const common = await getTranslations('Common');
  return (
    <Suspense fallback={<PageSpinner label={common('loading')} />}>
      <PaymentOutcome params={params} />
    </Suspense>
  );
}
