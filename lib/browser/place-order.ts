import { submitForApproval } from '@/lib/contract/calls/approvals';
import type { Approval } from '@/lib/contract/schemas/approvals';
import { placeOrder, saveCheckoutAddress, setAdditional, setOrderNote, setPayment, setSalePoint, setShipping } from '@/lib/contract/calls/checkout';
import type { ApiClient } from '@/lib/contract/client';
import type { PacketaPoint, PlacedOrder } from '@/lib/contract/schemas/checkout';
import { toAddressPayload, type CheckoutBillingForm, type CheckoutDeliveryForm } from '@/lib/contract/schemas/requests/address';

export interface PlacementInput {
  basket: number;
  billing: CheckoutBillingForm;
  billingId: number | null;
  /** a separate delivery address, or null when billing is the same as delivery (or for pickup) */
  delivery: CheckoutDeliveryForm | null;
  deliveryId: number | null;
  shipping: number;
  packeta: PacketaPoint | null;
  salePoint: number | null;
  payment: number;
  note: string;
  followNews: boolean;
  /** the payment is by card through the gateway (`card_gateway`, docs/decisions/061-card-payments.md): the placed order is paid there */
  cardGateway?: boolean;
}

/** The parcel-point fields of PUT /cart/shipping (null for methods other than Packeta). */
export function packetaFields(point: PacketaPoint | null) {
  return {
    packetaPoint: point?.id ?? null,
    packetaPointName: point?.name ?? null,
    packetaPointAddress: point ? `${point.street}, ${point.zip} ${point.city}` : null,
  };
}

/**
 * docs/rules.md#states: the checkout's choices saved strictly in sequence, stopping at the first
 * failure (it rejects with that call's ApiError): 1) invoice and optional delivery address, 2)
 * shipping with the parcel point, 3) sale point, 4) payment, 5) note.
 */
async function saveChoices(client: ApiClient, lang: string, input: PlacementInput): Promise<void> {
  const { basket } = input;
  await saveCheckoutAddress(client, 1, { basket, address: toAddressPayload(input.billing, input.billingId) });
  if (input.delivery) await saveCheckoutAddress(client, 2, { basket, address: toAddressPayload(input.delivery, input.deliveryId) });
  await setAdditional(client, { basket, is_delivery_address: input.delivery !== null });
  await setShipping(client, lang, { basket, saturdayDelivery: false, shipping: input.shipping, ...packetaFields(input.packeta) });
  await setSalePoint(client, { basket, salePoint: input.salePoint });
  await setPayment(client, { basket, payment: input.payment });
  await setOrderNote(client, { basket, note: input.note });
}

/** The choices saved (saveChoices), then 6) the order with the newsletter flag. */
export async function runPlacement(client: ApiClient, lang: string, input: PlacementInput): Promise<PlacedOrder> {
  await saveChoices(client, lang, input);
  return placeOrder(client, lang, { basket: input.basket, followNews: input.followNews });
}

/** A buyer's order over their limit: the choices saved (saveChoices), then the cart sent for the owner's approval (docs/decisions/059-company-accounts.md). */
export async function runApprovalRequest(client: ApiClient, lang: string, input: PlacementInput): Promise<Approval> {
  await saveChoices(client, lang, input);
  return submitForApproval(client, input.basket);
}
