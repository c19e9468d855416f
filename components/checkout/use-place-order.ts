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
import { creditRefusalOf, type CreditRefusal } from '@/lib/shop/payments/credit-refusal';
import { packRefusalsOf, type PackRefusalValues } from '@/lib/shop/catalogue/pack-refusals';

/**
 * Places the order once: a second click while the first runs does nothing. Success: the success
 * toast (5 s) with a link to the new order's detail, the cart reloaded, `/` without a history entry. Failure: the generic error toast,
 * the cart left as it was; an order on account refused for the credit limit or overdue invoices
 * instead keeps `refusal` (with the payment it was for) to show beside the button, and so do lines
 * refused as no longer whole packs (`packRefusal`, whatever the payment). The loading flag is cleared
 * at the end either way.
 */
export function usePlaceOrder() {
  const lang = useLocale();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const running = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [refusal, setRefusal] = useState<{ payment: number; refusal: CreditRefusal } | null>(null);
  const [packRefusal, setPackRefusal] = useState<PackRefusalValues[] | null>(null);

  async function place(input: PlacementInput): Promise<void> {
    if (running.current) return;
    running.current = true;
    setPlacing(true);
    setRefusal(null);
    setPackRefusal(null);
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
      const refused = creditRefusalOf(error);
      const packs = packRefusalsOf(error);
      if (refused) setRefusal({ payment: input.payment, refusal: refused });
      else if (packs) setPackRefusal(packs);
      else showApiError('checkout', error);
      running.current = false;
    } finally {
      setPlacing(false);
    }
  }

  return { place, placing, placed, refusal, packRefusal };
}
