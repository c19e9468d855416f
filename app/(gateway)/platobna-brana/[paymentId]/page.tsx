import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { StandInGateway } from '@/components/payments/stand-in-gateway';
import { PageSpinner } from '@/components/ui/page-spinner';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

// One payment's page, read fresh on every request.
export const instant = false;

export const generateMetadata = () => unlistedPageMetadata('CardPayment.gateway');

/** /platobna-brana/{paymentId}: the stand-in provider's hosted payment page, used while no provider keys are set. */
export default async function StandInGatewayPage({ params }: { params: Promise<{ paymentId: string }> }) {
  const common = await getTranslations('Common');
  return (
    <Suspense fallback={<PageSpinner label={common('loading')} />}>
      <StandInGateway params={params} />
    </Suspense>
  );
}
