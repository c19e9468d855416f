import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountBoard } from '@/components/account/account-board';
import { AccountLoading } from '@/components/account/account-loading';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('title'), robots: { index: false } };
}

/** /account: the board; the session check reads cookies, so it streams inside <Suspense>. */
export default function AccountPage() {
  return (
    <Suspense fallback={<AccountLoading />}>
      <AccountBoard />
    </Suspense>
  );
}
