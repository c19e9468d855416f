import { Suspense } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AuthLayout } from '@/components/auth/auth-layout';
import { LogoutConfirm } from '@/components/auth/logout-confirm';
import { LogoutRunner } from '@/components/auth/logout-runner';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isOwnFetchSite } from '@/lib/server/proxy/origin-check';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

export const generateMetadata = () => unlistedPageMetadata('Logout');

/**
 * Signs out at once when the shop's own link brought the customer here (a client-side navigation,
 * `Sec-Fetch-Site: same-origin`) or the address was typed (`none`); opened from another site, or by
 * a browser that does not say, it asks first, so a link elsewhere cannot sign anybody out.
 */
async function LogoutByArrival() {
  if (isOwnFetchSite((await headers()).get('sec-fetch-site'))) return <LogoutRunner />;
  const t = await getTranslations('Logout');
  return (
    <AuthLayout title={t('title')} intro={t('confirmIntro')}>
      <LogoutConfirm />
    </AuthLayout>
  );
}

/** /logout: the request's headers decide, so only this part is rendered per request. */
export default async function LogoutPage() {
  const t = await getTranslations('Logout');
  return (
    <Suspense fallback={<PageSpinner label={t('title')} />}>
      <LogoutByArrival />
    </Suspense>
  );
}
