import { Suspense } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountAddresses } from '@/components/account/account-addresses';
import { AccountApprovals } from '@/components/account/account-approvals';
import { AccountDetails } from '@/components/account/account-details';
import { AccountEmpty } from '@/components/account/account-empty';
import { AccountInvoices } from '@/components/account/account-invoices';
import { AccountOrders } from '@/components/account/account-orders';
import { AccountWishlist } from '@/components/account/account-wishlist';
import { AccountLoading } from '@/components/account/account-loading';
import { AccountSites } from '@/components/sites/account-sites';
import { parsePage } from '@/lib/shop/catalogue/pagination';
import { ACCOUNT_PAGES, isAccountOption, type AccountPage } from '@/components/account/account-menu-items';
import { AccountPeople } from '@/components/account/account-people';

interface Props {
  params: Promise<{ menuOption: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function generateStaticParams() {
  return ACCOUNT_PAGES.map((menuOption) => ({ menuOption }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { menuOption } = await params;
  const t = await getTranslations('Account');
  const title = isAccountOption(menuOption) ? `${t(`menu.${menuOption}`)} – ${t('title')}` : t('title');
  return { title, robots: { index: false } };
}

async function Section({ option, searchParams }: { option: AccountPage; searchParams: Props['searchParams'] }) {
  if (option === 'orders') {
    const query = await searchParams;
    return <AccountOrders page={parsePage(query.pg)} query={query} />;
  }
  if (option === 'invoices') {
    const query = await searchParams;
    return <AccountInvoices page={parsePage(query.pg)} query={query} />;
  }
  if (option === 'approvals') return <AccountApprovals />;
  if (option === 'sites') return <AccountSites />;
  if (option === 'addresses') return <AccountAddresses />;
  if (option === 'details') return <AccountDetails />;
  if (option === 'wishlist') return <AccountWishlist />;
  if (option === 'people') return <AccountPeople />;
  return <AccountEmpty option={option} />;
}

/** /account/{menuOption}; an unknown option is not found. Each section checks the session itself. */
export default async function AccountOptionPage({ params, searchParams }: Props) {
  const { menuOption } = await params;
  if (!isAccountOption(menuOption)) notFound();
  return (
    <Suspense fallback={<AccountLoading />}>
      <Section option={menuOption} searchParams={searchParams} />
    </Suspense>
  );
}
