import { Suspense } from 'react';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CheckoutClient } from '@/components/checkout/checkout-client';
import { PageSpinner } from '@/components/ui/page-spinner';
import { WidthContainer } from '@/components/ui/width-container';
import { packetaConfig } from '@/lib/server/packeta';
import { vatRate } from '@/lib/runtime/config/shop';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';
import styles from './page.module.scss';

export const generateMetadata = () => unlistedPageMetadata('Checkout');

/** Reads the Packeta settings per request (not at build), then hands over to the client checkout. */
async function Checkout() {
  await connection();
  return <CheckoutClient packeta={packetaConfig()} vatRate={vatRate()} />;
}

/** /checkout: the three steps; everything in it is the customer's, so it renders in the browser. */
export default async function CheckoutPage() {
  const t = await getTranslations('Checkout');
  return (
    <WidthContainer className={styles.page}>
      <Suspense fallback={<PageSpinner label={t('loading')} />}>
        <Checkout />
      </Suspense>
    </WidthContainer>
  );
}
