'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useLookupAvailable } from '@/lib/signed-in/browser/use-lookup-available';
import { QUICK_ORDER_PATH } from './quick-order-link';

/** The drawer's quick order button (customers only; left out where the backend lacks the lookup). */
export function QuickOrderDrawerLive() {
  const t = useTranslations('Header');
  if (!useLookupAvailable()) return null;
  return (
    <Button href={QUICK_ORDER_PATH} variant="secondary" fullWidth>
      {t('quickOrder')}
    </Button>
  );
}
