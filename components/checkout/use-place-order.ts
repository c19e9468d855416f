'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useSWRConfig } from 'swr';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { browserApi } from '@/lib/browser/api';
import { runPlacement, type PlacementInput } from '@/lib/browser/place-order';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { cartKey } from '@/lib/browser/use-cart';

/**
 * Places the order once: a second click while the first runs does nothing. Success: the success
 * toast (5 s) with a link to the new order's detail, the cart reloaded, `/` without a history entry. Failure: the generic error toast,
 * the cart left as it was. The loading flag is cleared at the end either way.
 */
export function usePlaceOrder() {
  const lang = useLocale();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const running = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);

  async function place(input: PlacementInput): Promise<void> {
    if (running.current) return;
    running.current = true;
    setPlacing(true);
    try {
      const order = await runPlacement(browserApi, lang, input);
      setPlaced(true);
      pushToast({
        variant: 'success',
        message: 'orderPlaced',
        values: { number: order.number },
        link: { href: orderPath(order.id), label: 'orderPlacedLink' },
      });
      router.replace('/');
      void mutate(cartKey(lang));
    } catch (error) {
      showApiError('checkout', error);
      running.current = false;
    } finally {
      setPlacing(false);
    }
  }

  return { place, placing, placed };
}
