import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountLoading } from '@/components/account/account-loading';
import { OrderDetail } from '@/components/account/order-detail';

// The order id is unknown at build time and the shared header and account menu read the pathname: per request.
export const instant = false;

interface Props {
  params: Promise<{ orderId: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: `${t('menu.orders')} – ${t('title')}`, robots: { index: false } };
}

/** /account/orderdetail/{orderId}: one order of the signed-in customer (another's is not found). */
export default function OrderDetailPage({ params }: Props) {
  return (
    <Suspense fallback={<AccountLoading />}>
      <OrderDetail params={params} />
    </Suspense>
  );
}
