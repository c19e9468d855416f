'use client';

import { useLayoutEffect, useState } from 'react';
import * as z from 'zod/mini';
import { DELIVERY_ADDRESS, INVOICE_ADDRESS, type Address } from '@/lib/contract/schemas/account';
import type { Site } from '@/lib/contract/schemas/sites';
import { checkoutBillingFormSchema, checkoutDeliveryFormSchema } from '@/lib/contract/schemas/requests/address';
import { readCheckoutDraft, type DraftOwner } from '@/lib/browser/checkout-draft';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { INITIAL_CHOICES, type CheckoutChoices } from './checkout-choices';

/** Billing (docs/rules.md#validation rules) and the separate delivery address (no validators), one form. */
export const checkoutFormSchema = z.object({ billing: checkoutBillingFormSchema, delivery: checkoutDeliveryFormSchema });
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

const EMPTY = { firstName: '', lastName: '', street: '', city: '', zip: '', phone: '' };

function fromAddress(address: Address | undefined) {
  if (!address) return EMPTY;
  return { firstName: address.first_name, lastName: address.last_name, street: address.street, city: address.city, zip: address.zip, phone: address.phone };
}

/**
 * A building site's address as the delivery address: the site's street, city and zip, received by the
 * person (the name and phone of their stored delivery, else invoice, address).
 */
function fromSite(site: Site, person: Address | undefined) {
  return { ...fromAddress(person), street: site.street, city: site.city, zip: site.zip };
}

/**
 * What the customer enters: the address form and the choices. Filled once, when the stored
 * addresses, the account's e-mail (read-only) and the basket (`owner`) are known: from this
 * basket's draft when the tab has one (a reload, Back into the checkout), else from the stored
 * addresses. `ready` turns true then; the form is not shown before, so nothing typed is replaced.
 * The basket of a building site with an address (`site`; undefined until known) is delivered there
 * unless the customer changes it (docs/decisions/059-company-accounts.md): the separate delivery
 * address starts as the site's. Also returns the stored addresses' ids (sent with the payloads).
 */
export function useCheckoutForm(addresses: Address[] | undefined, email: string, owner: DraftOwner | null, site: Site | null | undefined) {
  const form = useSchemaForm(checkoutFormSchema, { billing: { ...EMPTY, email: '' }, delivery: EMPTY });
  const [choices, setChoices] = useState<CheckoutChoices>(INITIAL_CHOICES);
  const [start, setStart] = useState<CheckoutForm | null>(null);
  const invoice = addresses?.find((a) => a.type === INVOICE_ADDRESS);
  const delivery = addresses?.find((a) => a.type === DELIVERY_ADDRESS);

  // decided once, during render, so the choices and `ready` arrive together with the values
  if (start === null && addresses && owner && site !== undefined) {
    const draft = readCheckoutDraft(owner);
    const toSite = !draft && site !== null && site.street !== '';
    setStart(
      draft
        ? { billing: { ...draft.billing, email }, delivery: draft.delivery }
        : { billing: { ...fromAddress(invoice), email }, delivery: toSite ? fromSite(site, delivery ?? invoice) : fromAddress(delivery) },
    );
    if (draft) setChoices({ ...INITIAL_CHOICES, ...draft.choices });
    else if (toSite) setChoices({ ...INITIAL_CHOICES, sameAsDelivery: false });
  }
  useLayoutEffect(() => {
    // before the form is painted; whatever the customer has typed already wins all the same
    if (start) form.reset(start, { keepDirtyValues: true });
  }, [start, form]);

  return { form, choices, setChoices, ready: start !== null, billingId: invoice?.id ?? null, deliveryId: delivery?.id ?? null };
}
