import { screen, within } from '@testing-library/react';
import { CartLineItem } from '@/components/cart/cart-line-item';
import type { CartLine } from '@/lib/contract/schemas/cart';
import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import { renderWithIntl } from '../render-with-intl';
import { DEMO_WAREHOUSES } from '../../lib/shop/stock/demo-warehouses';

const LINE: CartLine = {
  id: 7,
  code: 'DS-2CD2043G2-I',
  name: 'IP kamera bullet 4 Mpx',
  url: { url: 'ip-kamera' },
  image: null,
  quantity: 2,
  price_unit_exc_vat: 100,
  price_total_exc_vat: 200,
  stock: 124,
  unit_of_measure: 'ks',
  product_id: 10,
};

const STOCK: WarehouseStock = {
  warehouses: DEMO_WAREHOUSES,
  products: [
    {
      id: 10,
      warehouses: [
        { id: 1, stock: 4 },
        { id: 3, stock: 1200 },
      ],
    },
  ],
};

const renderLine = (line: CartLine, stock: WarehouseStock | null) =>
  renderWithIntl(
    <ul>
      <CartLineItem line={line} stock={stock} syncing={false} onQuantity={() => undefined} onRemove={() => undefined} />
    </ul>,
  );

describe('the cart line’s stock per warehouse (decision 066)', () => {
  it('lists each warehouse’s pieces in the product page’s wording; a warehouse left out holds none', () => {
    renderLine(LINE, STOCK);
    const figures = screen.getByRole('group', { name: 'Sklady' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bratislava: do 5 ks', 'Košice: 0 ks', 'Centrálny sklad: viac ako 1000 ks']);
  });

  it('shows none without the extension, without the line’s product id, or for a product without warehouse rows', () => {
    const { unmount } = renderLine(LINE, null);
    expect(screen.queryByRole('group', { name: 'Sklady' })).toBeNull();
    unmount();
    const { unmount: again } = renderLine({ ...LINE, product_id: undefined }, STOCK);
    expect(screen.queryByRole('group', { name: 'Sklady' })).toBeNull();
    again();
    renderLine({ ...LINE, product_id: 11 }, STOCK);
    expect(screen.queryByRole('group', { name: 'Sklady' })).toBeNull();
  });
});
