'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { QUICK_ORDER_PATH, useQuickOrderOffered } from './quick-order-link';

/** The drawer's quick order button (customers only; left out where the backend lacks the lookup or the person may not order). */
export function QuickOrderDrawerLive() {
  const t = useTranslations('Header');
  if (!useQuickOrderOffered()) return null;
  return (
    <Button href={QUICK_ORDER_PATH} variant="secondary" fullWidth>
      {t('quickOrder')}
    </Button>
  );
}
