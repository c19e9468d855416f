import { CHECKOUT_DRAFT_KEY, forgetCheckoutDraft, readCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from '@/lib/browser/checkout-draft';

const ADDRESS = { firstName: 'Eva', lastName: 'Nováková', street: 'Hlavná 5', city: 'Žilina', zip: '010 01', phone: '+421 900 111 222' };
const DRAFT: CheckoutDraft = {
  owner: 'eva@firma.sk',
  basket: 12,
  billing: ADDRESS,
  delivery: ADDRESS,
  choices: {
    mode: 'delivery',
    shippingId: 2,
    salePointId: null,
    paymentId: 1,
    packeta: { id: '77', name: 'Z-BOX', street: 'Štefánikova 1', city: 'Nitra', zip: '949 01' },
    sameAsDelivery: true,
    note: 'Volať',
  },
};

beforeEach(() => window.sessionStorage.clear());

describe('checkout draft', () => {
  it('is kept per tab (sessionStorage) and read back for the same customer and basket', () => {
    saveCheckoutDraft(DRAFT);
    expect(window.localStorage.length).toBe(0);
    expect(readCheckoutDraft({ owner: 'eva@firma.sk', basket: 12 })).toEqual(DRAFT);
  });

  it('is never handed to another customer or basket', () => {
    saveCheckoutDraft(DRAFT);
    expect(readCheckoutDraft({ owner: 'jan@firma.sk', basket: 12 })).toBeNull();
    expect(readCheckoutDraft({ owner: 'eva@firma.sk', basket: 13 })).toBeNull();
  });

  it('holds one draft: the next save replaces the previous one', () => {
    saveCheckoutDraft(DRAFT);
    saveCheckoutDraft({ ...DRAFT, owner: 'jan@firma.sk', basket: 20 });
    expect(readCheckoutDraft({ owner: 'eva@firma.sk', basket: 12 })).toBeNull();
    expect(window.sessionStorage.length).toBe(1);
  });

  it('drops garbage and foreign shapes', () => {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(readCheckoutDraft({ owner: 'eva@firma.sk', basket: 12 })).toBeNull();
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...DRAFT, billing: 'x' }));
    expect(readCheckoutDraft({ owner: 'eva@firma.sk', basket: 12 })).toBeNull();
  });

  it('is forgotten on request, and blocked storage is no error', () => {
    saveCheckoutDraft(DRAFT);
    forgetCheckoutDraft();
    expect(readCheckoutDraft({ owner: 'eva@firma.sk', basket: 12 })).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => saveCheckoutDraft(DRAFT, blocked)).not.toThrow();
    expect(readCheckoutDraft({ owner: 'eva@firma.sk', basket: 12 }, blocked)).toBeNull();
  });
});
