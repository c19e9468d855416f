import { screen } from '@testing-library/react';
import { CartLineItem } from '@/components/cart/cart-line-item';
import type { CartLine } from '@/lib/contract/schemas/cart';
import { renderWithIntl } from '../render-with-intl';

const LINE: CartLine = {
  id: 7,
  code: 'JA-150P',
  name: 'PIR detektor JA-150P',
  url: { url: 'pir-detektor-ja-150p' },
  image: null,
  quantity: 8,
  price_unit_exc_vat: 44.5,
  price_total_exc_vat: 356,
  stock: 100,
  unit_of_measure: 'ks',
  price_breaks: [
    { quantity: 10, price_exc_vat: 41.9 },
    { quantity: 50, price_exc_vat: 39.5 },
  ],
};

const renderLine = (line: CartLine) =>
  renderWithIntl(<CartLineItem line={line} stock={null} syncing={false} onQuantity={() => undefined} onRemove={() => undefined} />);

describe('CartLineItem and the volume breaks', () => {
  it('says how many more pieces reach the next break and its price', () => {
    renderLine(LINE);
    expect(screen.getByText('Ešte 2 ks a cena bude 41,90 €/ks')).toBeInTheDocument();
    expect(screen.queryByText(/Množstevná cena/)).not.toBeInTheDocument();
  });

  it('names the break the quantity reached and shows the line priced as the server sent it', () => {
    renderLine({ ...LINE, quantity: 12, price_unit_exc_vat: 41.9, price_total_exc_vat: 502.8 });
    expect(screen.getByText('Množstevná cena od 10 ks')).toBeInTheDocument();
    expect(screen.getByText('Ešte 38 ks a cena bude 39,50 €/ks')).toBeInTheDocument();
    expect(screen.getByText('41,90 €')).toBeInTheDocument();
    expect(screen.getByText('502,80 €')).toBeInTheDocument();
  });

  it('speaks of the line’s unit, and stops nudging at the last break', () => {
    renderLine({ ...LINE, unit_of_measure: 'm', quantity: 1525, price_breaks: [{ quantity: 1525, price_exc_vat: 0.16 }] });
    expect(screen.getByText('Množstevná cena od 1525 m')).toBeInTheDocument();
    expect(screen.queryByText(/^Ešte/)).not.toBeInTheDocument();
  });

  it('says nothing of breaks for a product without them or an upstream that sends none', () => {
    renderLine({ ...LINE, price_breaks: [] });
    const { price_breaks: _ignored, ...withoutField } = LINE;
    renderLine(withoutField);
    expect(screen.queryByText(/Ešte|Množstevná cena/)).not.toBeInTheDocument();
  });
});
