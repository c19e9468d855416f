'use client';

import useSWR from 'swr';
import { getCompanyApprovals } from '@/lib/contract/calls/approvals';
import { browserApi } from '@/lib/browser/api';
import { COMPANY_APPROVALS_KEY } from '@/lib/browser/swr-keys';
import { CUSTOMER_DATA } from '@/lib/browser/swr-options';

/**
 * How many buyers' requests wait for the owner's decision (docs/decisions/059-company-accounts.md),
 * for the account menu's badge: asked only for an owner (`asked`), so nobody else and no upstream
 * without company accounts gets the call; 0 while unknown or without the extension.
 */
export function usePendingApprovals(asked: boolean): number {
  const { data } = useSWR(asked ? COMPANY_APPROVALS_KEY : null, () => getCompanyApprovals(browserApi), CUSTOMER_DATA);
  return data?.filter((a) => a.state === 'pending').length ?? 0;
}
