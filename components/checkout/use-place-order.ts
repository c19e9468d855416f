'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useSWRConfig } from 'swr';
import { orderConfirmationPath, orderPath } from '@/lib/shop/urls/account-paths';
import { browserApi } from '@/lib/browser/api';
import { cardPaymentPage } from '@/lib/browser/card-payment';
import { loadDocument } from '@/lib/browser/load-document';
import { runPlacement, type PlacementInput } from '@/lib/browser/place-order';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { cartKey } from '@/lib/browser/use-cart';
import { creditRefusalOf, type CreditRefusal } from '@/lib/shop/payments/credit-refusal';
import { packRefusalsOf, type PackRefusalValues } from '@/lib/shop/catalogue/pack-refusals';

/**
 * Sends the customer to the payment page of the card order just placed; false where the upstream has
 * no card step. A payment that cannot start leaves the order placed: its detail offers to pay again.
 */
async function toCardPayment(orderId: number): Promise<boolean> {
  try {
    const page = await cardPaymentPage(orderId);
    if (page === null) return false;
    loadDocument(page);
  } catch (error) {
    showApiError('payment', error);
    loadDocument(orderPath(orderId));
  }
  return true;
}

/**
 * Places the order once: a second click while the first runs does nothing. Success: the success
 * toast (5 s) with a link to the new order's detail, the cart reloaded, the order's confirmation page
 * without a history entry (docs/rules.md#states). Failure: the generic error toast,
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
      // by card: on to the provider's payment page, which sends the customer back to /platba/{id}
      if (input.cardGateway && (await toCardPayment(order.id))) return;
      pushToast({
        variant: 'success',
        message: 'orderPlaced',
        values: { number: order.number },
        link: { href: orderPath(order.id), label: 'orderPlacedLink' },
      });
      router.replace(orderConfirmationPath(order.id));
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
