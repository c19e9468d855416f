'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { duplicateOrderIntoBasket } from '@/lib/contract/calls/account';
import { getBasket } from '@/lib/contract/calls/shell';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { cartKey } from '@/lib/browser/use-cart';
import { Button } from '@/components/ui/button';

/** Copies the order's lines into the cart, then goes to /cart with the duplicateOrderSuccess toast (docs/rules.md#states). */
export function DuplicateOrderButton({ orderId }: { orderId: string }) {
  const t = useTranslations('Account.orderDetail');
  const lang = useLocale();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  async function duplicate() {
    setBusy(true);
    try {
      const basket = await getBasket(browserApi, lang);
      await duplicateOrderIntoBasket(browserApi, orderId, basket.id);
      await mutate(cartKey(lang));
      pushToast({ variant: 'success', message: 'duplicateOrderSuccess' });
      router.push('/cart');
    } catch (error) {
      showApiError('orders', error);
      setBusy(false);
    }
  }

  return (
    <Button type="button" icon="cart" loading={busy} onClick={() => void duplicate()}>
      {t('duplicate')}
    </Button>
  );
}
