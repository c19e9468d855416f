import * as z from 'zod/mini';
import { packetaPointSchema } from '@/lib/contract/schemas/checkout';

/** sessionStorage key of the checkout typed so far (one draft per tab at most). */
export const CHECKOUT_DRAFT_KEY = 'securitech:checkout-draft';

const addressDraftSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
});

/**
 * What a reload must not lose: the addresses (the e-mail is always the account's), the choices
 * and the note. The consents are left out on purpose: they are given for the order being sent,
 * never found ticked. `owner` and `basket` say whose basket it belongs to.
 */
export const checkoutDraftSchema = z.object({
  owner: z.string(),
  basket: z.number(),
  billing: addressDraftSchema,
  delivery: addressDraftSchema,
  choices: z.object({
    mode: z.enum(['delivery', 'pickup']),
    shippingId: z.nullable(z.number()),
    salePointId: z.nullable(z.number()),
    paymentId: z.nullable(z.number()),
    packeta: z.nullable(packetaPointSchema),
    sameAsDelivery: z.boolean(),
    note: z.string(),
  }),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** Whose draft: the signed-in customer and the basket being ordered (a placed basket is never reused). */
export interface DraftOwner {
  owner: string;
  basket: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * window.sessionStorage, or null where it is missing or blocked. Session, not local, storage: it
 * survives a reload and Back/Forward but ends with the tab, so a shared device keeps nobody's
 * address once the tab is closed.
 */
export function draftStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets the draft (sign-out, a placed order, another customer or basket). */
export function forgetCheckoutDraft(storage: StorageLike | null = draftStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // blocked storage holds nothing to forget
  }
}

/**
 * The stored draft of this customer's basket, or null: anything else stored (another customer or
 * basket, garbage) is never handed out, and the next save replaces it. Only reads.
 */
export function readCheckoutDraft({ owner, basket }: DraftOwner, storage: StorageLike | null = draftStorage()): CheckoutDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
  } catch {
    raw = undefined;
  }
  const parsed = checkoutDraftSchema.safeParse(raw);
  return parsed.success && parsed.data.owner === owner && parsed.data.basket === basket ? parsed.data : null;
}

/** Stores the draft, replacing any other; a full or blocked storage is ignored (nothing is remembered). */
export function saveCheckoutDraft(draft: CheckoutDraft, storage: StorageLike | null = draftStorage()): void {
  try {
    storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // quota exceeded or storage disabled
  }
}
