import { act, renderHook } from '@testing-library/react';
import { DELIVERY_ADDRESS, INVOICE_ADDRESS, type Address } from '@/lib/contract/schemas/account';
import type { Site } from '@/lib/contract/schemas/sites';
import { saveCheckoutDraft, type CheckoutDraft, type DraftOwner } from '@/lib/browser/checkout-draft';
import { useCheckoutForm } from '@/components/checkout/use-checkout-form';

const STORED: Address = {
  id: 7,
  first_name: 'Eva',
  last_name: 'Uložená',
  street: 'Stará 1',
  city: 'Trnava',
  zip: '917 01',
  phone: '+421 900 000 001',
  type: INVOICE_ADDRESS,
};
const OWNER: DraftOwner = { owner: 'eva@firma.sk', basket: 41 };
const BLANK = { firstName: '', lastName: '', street: '', city: '', zip: '', phone: '' };
const DRAFT: CheckoutDraft = {
  ...OWNER,
  billing: { firstName: 'Jana', lastName: 'Rozpísaná', street: 'Nová 2', city: 'Žilina', zip: '010 01', phone: '+421 900 222 333' },
  delivery: { ...BLANK, street: 'Skladová 9' },
  choices: { mode: 'pickup', shippingId: null, salePointId: 3, paymentId: 5, packeta: null, sameAsDelivery: false, note: 'Volať vopred' },
};

const SITE: Site = { id: 3, name: 'Hala Senec', street: 'Diaľničná cesta 5', city: 'Senec', zip: '903 01', job_reference: 'HS-2026' };

type Props = { addresses: Address[] | undefined; email: string; owner: DraftOwner | null };
type SiteProps = { site: Site | null | undefined };

beforeEach(() => window.sessionStorage.clear());

describe('useCheckoutForm', () => {
  it('fills the form from the stored invoice address and the account e-mail once they and the basket are known', () => {
    const { result, rerender } = renderHook(({ addresses, email, owner }: Props) => useCheckoutForm(addresses, email, owner, null), {
      initialProps: { addresses: undefined, email: '', owner: null } as Props,
    });
    expect(result.current.ready).toBe(false);
    rerender({ addresses: [STORED], email: 'eva@firma.sk', owner: OWNER });
    expect(result.current.ready).toBe(true);
    expect(result.current.form.getValues('billing')).toMatchObject({ firstName: 'Eva', city: 'Trnava', email: 'eva@firma.sk' });
    expect(result.current.billingId).toBe(7);
  });

  it('keeps what the customer typed when the stored addresses arrive after it', () => {
    const { result, rerender } = renderHook(({ addresses, email, owner }: Props) => useCheckoutForm(addresses, email, owner, null), {
      initialProps: { addresses: undefined, email: 'eva@firma.sk', owner: OWNER } as Props,
    });
    act(() => {
      result.current.form.setValue('billing.firstName', 'Jana', { shouldDirty: true });
      result.current.form.setValue('billing.city', 'Žilina', { shouldDirty: true });
    });
    rerender({ addresses: [STORED], email: 'eva@firma.sk', owner: OWNER });
    const billing = result.current.form.getValues('billing');
    expect(billing).toMatchObject({ firstName: 'Jana', city: 'Žilina' });
    // fields the customer left alone still take the stored values
    expect(billing).toMatchObject({ lastName: 'Uložená', street: 'Stará 1', email: 'eva@firma.sk' });
  });

  it("restores this basket's draft over the stored address: the addresses, the choices and the note", () => {
    saveCheckoutDraft(DRAFT);
    const { result } = renderHook(() => useCheckoutForm([STORED], 'eva@firma.sk', OWNER, null));
    expect(result.current.form.getValues('billing')).toEqual({ ...DRAFT.billing, email: 'eva@firma.sk' });
    expect(result.current.form.getValues('delivery')).toEqual(DRAFT.delivery);
    expect(result.current.choices).toMatchObject({ ...DRAFT.choices, terms: false, privacy: false, newsletter: false });
  });

  it("ignores another customer's or another basket's draft", () => {
    saveCheckoutDraft({ ...DRAFT, owner: 'iny@firma.sk' });
    const { result } = renderHook(() => useCheckoutForm([STORED], 'eva@firma.sk', OWNER, null));
    expect(result.current.form.getValues('billing.firstName')).toBe('Eva');
    expect(result.current.choices.note).toBe('');

    saveCheckoutDraft({ ...DRAFT, basket: 40 });
    const next = renderHook(() => useCheckoutForm([STORED], 'eva@firma.sk', OWNER, null));
    expect(next.result.current.form.getValues('billing.firstName')).toBe('Eva');
    expect(next.result.current.choices.mode).toBe('delivery');
  });

  it("starts a building site's basket with the site's address as the separate delivery address, once the site is known", () => {
    const delivery: Address = { ...STORED, id: 8, first_name: 'Peter', last_name: 'Stavbyvedúci', type: DELIVERY_ADDRESS };
    const { result, rerender } = renderHook(({ site }: SiteProps) => useCheckoutForm([STORED, delivery], 'eva@firma.sk', OWNER, site), {
      initialProps: { site: undefined } as SiteProps,
    });
    expect(result.current.ready).toBe(false);
    rerender({ site: SITE });
    expect(result.current.ready).toBe(true);
    // the person receives it at the site: their delivery name and phone, the site's street, city and zip
    expect(result.current.form.getValues('delivery')).toEqual({
      firstName: 'Peter',
      lastName: 'Stavbyvedúci',
      street: 'Diaľničná cesta 5',
      city: 'Senec',
      zip: '903 01',
      phone: STORED.phone,
    });
    expect(result.current.choices.sameAsDelivery).toBe(false);
    expect(result.current.form.getValues('billing.street')).toBe('Stará 1');
  });

  it('starts as without a site for a site with no address, and a draft of the basket wins over the site', () => {
    const bare = renderHook(() => useCheckoutForm([STORED], 'eva@firma.sk', OWNER, { ...SITE, street: '', city: '', zip: '' }));
    expect(bare.result.current.choices.sameAsDelivery).toBe(true);
    expect(bare.result.current.form.getValues('delivery')).toEqual(BLANK);

    saveCheckoutDraft(DRAFT);
    const drafted = renderHook(() => useCheckoutForm([STORED], 'eva@firma.sk', OWNER, SITE));
    expect(drafted.result.current.form.getValues('delivery')).toEqual(DRAFT.delivery);
  });
});
