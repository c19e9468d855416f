'use client';

import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { DELIVERY_ADDRESS, INVOICE_ADDRESS, type Address } from '@/lib/api/schemas/account';
import { checkoutBillingFormSchema, checkoutDeliveryFormSchema } from '@/lib/api/schemas/requests/address';

/** Billing (spec §5 rules) and the separate delivery address (no validators), one form. */
export const checkoutFormSchema = z.object({ billing: checkoutBillingFormSchema, delivery: checkoutDeliveryFormSchema });
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

const EMPTY = { firstName: '', lastName: '', street: '', city: '', zip: '', phone: '' };

function fromAddress(address: Address | undefined) {
  if (!address) return EMPTY;
  return { firstName: address.first_name, lastName: address.last_name, street: address.street, city: address.city, zip: address.zip, phone: address.phone };
}

/**
 * The address form, prefilled once from the stored addresses and the account's e-mail (read-only).
 * Returns the form and the stored addresses' ids (sent with the payloads).
 */
export function useCheckoutForm(addresses: Address[] | undefined, email: string) {
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { billing: { ...EMPTY, email: '' }, delivery: EMPTY },
  });
  const filled = useRef(false);
  const invoice = addresses?.find((a) => a.type === INVOICE_ADDRESS);
  const delivery = addresses?.find((a) => a.type === DELIVERY_ADDRESS);

  useEffect(() => {
    if (filled.current || !addresses || !email) return;
    filled.current = true;
    // whatever the customer has typed already wins over the stored address
    form.reset({ billing: { ...fromAddress(invoice), email }, delivery: fromAddress(delivery) }, { keepDirtyValues: true });
  }, [addresses, email, form, invoice, delivery]);

  return { form, billingId: invoice?.id ?? null, deliveryId: delivery?.id ?? null };
}
