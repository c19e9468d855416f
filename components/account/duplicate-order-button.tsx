'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { duplicateOrderIntoBasket } from '@/lib/api/calls/account';
import { getBasket } from '@/lib/api/calls/shell';
import { browserApi } from '@/lib/client/api';
import { showApiError } from '@/lib/client/show-api-error';
import { pushToast } from '@/lib/client/toast-store';
import { cartKey } from '@/lib/client/use-cart';
import { Button } from '@/components/ui/button';

/** Copies the order's lines into the cart, then goes to /cart with the duplicateOrderSuccess toast (spec §4). */
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
