import { screen, within } from '@testing-library/react';
import { PriceFigures } from '@/components/catalogue/price-figures';
import { PriceBreaks } from '@/components/product/price-breaks';
import type { CustomerPrice } from '@/lib/contract/schemas/customer-prices';
import { LoadedCustomerProducts } from '@/lib/signed-in/browser/customer-products';
import { renderWithIntl } from '../render-with-intl';

let mockSession: 'customer' | 'guest' = 'customer';
jest.mock('@/lib/signed-in/browser/session', () => ({ useSession: () => mockSession, registerCustomerCode: () => undefined }));

/** The customer's prices of a product on the company's list, with breaks (what the prices call answers). */
const PRICED: CustomerPrice = {
  id: 7,
  price: 54.74,
  price_exc_vat: 44.5,
  base_price_exc_vat: 52,
  discount: 14,
  stock: 40,
  wish_list: false,
  price_breaks: [
    { quantity: 10, price_exc_vat: 41.9 },
    { quantity: 50, price_exc_vat: 39.5 },
  ],
};

const renderBreaks = (product: CustomerPrice) =>
  renderWithIntl(
    <LoadedCustomerProducts products={[product]}>
      <PriceBreaks productId={product.id} unit="ks" vatRate={23} />
    </LoadedCustomerProducts>,
  );

describe('PriceBreaks on the product page', () => {
  beforeEach(() => {
    mockSession = 'customer';
  });

  it('lists the customer’s breaks from how many pieces, without and with VAT', async () => {
    renderBreaks(PRICED);
    const table = await screen.findByRole('table', { name: 'Množstevné ceny' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['MnožstvoCena za ks bez DPHs DPH', 'od 10 ks41,90 €51,54 €', 'od 50 ks39,50 €48,59 €']);
  });

  it('shows nothing for a product without breaks, an upstream without the field, or a guest', () => {
    const { unmount } = renderBreaks({ ...PRICED, price_breaks: [] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    const { price_breaks: _none, ...withoutField } = PRICED;
    renderBreaks(withoutField).unmount();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    mockSession = 'guest';
    renderBreaks(PRICED);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/41,90/);
  });
});

describe('PriceFigures strikes the price before discount through where the customer pays less', () => {
  const figures = (product: CustomerPrice, size: 'card' | 'detail' = 'detail') =>
    renderWithIntl(<PriceFigures product={product} priceExcVat={product.price_exc_vat!} size={size} />);

  it('for a list price below the base one, with the whole percent', () => {
    figures(PRICED);
    expect(screen.getByText('Pôvodná cena 52,00 €').tagName).toBe('S');
    expect(screen.getByText('Zľava 14 %')).toBeInTheDocument();
  });

  it('for a net price less than a whole percent below, without a badge of 0 %', () => {
    figures({ ...PRICED, price_exc_vat: 51.9, discount: 0 }, 'card');
    expect(screen.getByText('Pôvodná cena 52,00 €').tagName).toBe('S');
    expect(screen.queryByText(/Zľava/)).not.toBeInTheDocument();
  });

  it('not when the customer pays the base price', () => {
    figures({ ...PRICED, price_exc_vat: 52, discount: 0 });
    expect(screen.queryByText(/Pôvodná cena/)).not.toBeInTheDocument();
  });
});
