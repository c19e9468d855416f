import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@/lib/contract/schemas/cart';
import type { LookupProduct } from '@/lib/contract/schemas/product-lookup';
import { AddByCode } from '@/components/cart/add-by-code';
import { messages } from '@/lib/shared/i18n/messages';
import { AREA_NAMESPACES, clientMessages, SHELL_NAMESPACES } from '@/lib/shared/i18n/client-messages';
import { renderWithIntl } from '../render-with-intl';

// what the page's browser has: the shell's and the cart area's texts (a text of another area shows as its key)
const PAGE_MESSAGES = clientMessages(messages, [...SHELL_NAMESPACES, ...AREA_NAMESPACES.cart]);

const mockAdd = jest.fn(async () => true);
const mockLookup = jest.fn();
let mockLines: Array<Pick<CartLine, 'url' | 'quantity'>> = [];

jest.mock('@/lib/signed-in/browser/use-lookup-available', () => ({ useLookupAvailable: () => true }));
jest.mock('@/lib/browser/api', () => ({ browserApi: {} }));
jest.mock('@/lib/contract/calls/product-lookup', () => ({ lookupProducts: (...args: unknown[]) => mockLookup(...args) }));
jest.mock('@/lib/browser/use-cart', () => ({ useCart: () => ({ add: mockAdd, cart: { products: mockLines } }) }));

const CABLE: LookupProduct = {
  id: 9,
  code: 'UTP-305',
  name: 'UTP kábel Cat6',
  url: { url: 'utp-kabel-cat6' },
  image: null,
  stock: 5000,
  unit_of_measure: 'm',
  price_exc_vat: 0.65,
  pack_size: 305,
  min_quantity: 305,
};

async function addByCode(code: string, quantity: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Kód produktu'));
  await user.type(screen.getByLabelText('Kód produktu'), code);
  await user.clear(screen.getByLabelText('Množstvo'));
  await user.type(screen.getByLabelText('Množstvo'), quantity);
  await user.click(screen.getByRole('button', { name: 'Pridať' }));
  return user;
}

beforeEach(() => {
  mockAdd.mockClear();
  mockLookup.mockReset();
  mockLookup.mockResolvedValue([{ code: CABLE.code, status: 'matched', products: [CABLE], suggestions: [] }]);
  mockLines = [];
});

describe("the cart's add by code with a product sold by the pack (docs/decisions/058-trade-terms.md)", () => {
  it('flags 500 m of a 305 m cable with the two nearest boxes instead of sending it; a picked one goes in the field', async () => {
    renderWithIntl(<AddByCode />, PAGE_MESSAGES);
    const user = await addByCode('UTP-305', '500');
    expect(await screen.findByText('Predáva sa po 305 m.')).toBeInTheDocument();
    expect(screen.getByText('500 m →')).toBeInTheDocument();
    const field = screen.getByLabelText('Množstvo');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(mockAdd).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Zmeniť množstvo na 610 m' }));
    expect(field).toHaveValue('610');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Pridať' }));
    expect(mockAdd).toHaveBeenCalledWith(CABLE.id, 610);
  });

  it('checks the line the cart holds already: 610 m held, 500 m more offers to add 305 m or 610 m; 305 m more is sent', async () => {
    mockLines = [{ url: CABLE.url, quantity: 610 }];
    renderWithIntl(<AddByCode />, PAGE_MESSAGES);
    await addByCode('UTP-305', '500');
    expect(await screen.findByRole('button', { name: 'Zmeniť množstvo na 305 m' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmeniť množstvo na 610 m' })).toBeInTheDocument();
    expect(mockAdd).not.toHaveBeenCalled();

    await addByCode('UTP-305', '305');
    expect(mockAdd).toHaveBeenCalledWith(CABLE.id, 305);
    expect(screen.queryByText('Predáva sa po 305 m.')).not.toBeInTheDocument();
  });

  it('sends a product sold by the piece as typed', async () => {
    mockLookup.mockResolvedValue([
      { code: 'K-1', status: 'matched', products: [{ ...CABLE, id: 3, code: 'K-1', pack_size: 1, min_quantity: 1 }], suggestions: [] },
    ]);
    renderWithIntl(<AddByCode />, PAGE_MESSAGES);
    await addByCode('K-1', '7');
    expect(mockAdd).toHaveBeenCalledWith(3, 7);
  });
});
