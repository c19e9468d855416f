'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useSWRConfig } from 'swr';
import { orderConfirmationPath, orderPath } from '@/lib/shop/urls/account-paths';
import { browserApi } from '@/lib/browser/api';
import { isOffline } from '@/lib/browser/cart-delivery';
import { cardPaymentPage } from '@/lib/browser/card-payment';
import { loadDocument } from '@/lib/browser/load-document';
import { runApprovalRequest, runPlacement, type PlacementInput } from '@/lib/browser/place-order';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import { cartKey } from '@/lib/browser/use-cart';
import { creditRefusalOf, type CreditRefusal } from '@/lib/shop/payments/credit-refusal';
import { packRefusalsOf, type PackRefusalValues } from '@/lib/shop/catalogue/pack-refusals';
import { overLimitOf, type OverLimit } from '@/lib/shop/account/order-limit';

/** Where a buyer sees their requests for approval with their orders. */
const ORDERS_PATH = '/account/orders';

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
 * at the end either way. A buyer's order over their limit (409 messages.order.needsApproval) keeps
 * `overLimit`, so the summary offers sending it for approval instead.
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
  const [overLimit, setOverLimit] = useState<OverLimit | null>(null);
  /** the last try found no signal: said beside the button until the next try */
  const [offline, setOffline] = useState(false);

  /** Runs one placing (or sending for approval) at a time: success as `done` says, failure shown as the placement's refusals. */
  async function run(input: PlacementInput, done: () => Promise<void>): Promise<void> {
    if (running.current) return;
    // an order is never kept to be sent later (docs/decisions/064-offline-cart-changes.md): the cart and the draft stay as they are
    setOffline(isOffline());
    if (isOffline()) return;
    running.current = true;
    setPlacing(true);
    setRefusal(null);
    setPackRefusal(null);
    try {
      await done();
      setPlaced(true);
      void mutate(cartKey(lang));
    } catch (error) {
      const refused = creditRefusalOf(error);
      const packs = packRefusalsOf(error);
      const limit = overLimitOf(error);
      if (refused) setRefusal({ payment: input.payment, refusal: refused });
      else if (packs) setPackRefusal(packs);
      else if (limit) setOverLimit(limit);
      else showApiError('checkout', error);
      running.current = false;
    } finally {
      setPlacing(false);
    }
  }

  const place = (input: PlacementInput) =>
    run(input, async () => {
      const order = await runPlacement(browserApi, lang, input);
      // by card: on to the provider's payment page, which sends the customer back to /platba/{id}
      if (input.cardGateway && (await toCardPayment(order.id))) return;
      pushToast({
        variant: 'success',
        message: 'orderPlaced',
        values: { number: order.number },
        link: { href: orderPath(order.id), label: 'orderPlacedLink' },
      });
      router.replace(orderConfirmationPath(order.id));
    });

  /** A buyer's order over their limit goes to the owner (docs/decisions/059-company-accounts.md); the buyer lands on their orders, where it waits. */
  const submitForApproval = (input: PlacementInput) =>
    run(input, async () => {
      await runApprovalRequest(browserApi, lang, input);
      pushToast({ variant: 'success', message: 'approvalSubmitted', link: { href: ORDERS_PATH, label: 'approvalSubmittedLink' } });
      router.replace(ORDERS_PATH);
    });

  return { place, submitForApproval, placing, placed, refusal, packRefusal, overLimit, offline };
}
