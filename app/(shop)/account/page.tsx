import { Suspense } from 'react';
import { AccountBoard } from '@/components/account/account-board';
import { AccountLoading } from '@/components/account/account-loading';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';

export const generateMetadata = () => unlistedPageMetadata('Account');

/** /account: the board; the session check reads cookies, so it streams inside <Suspense>. */
export default function AccountPage() {
  return (
    <Suspense fallback={<AccountLoading />}>
      <AccountBoard />
    </Suspense>
  );
}
