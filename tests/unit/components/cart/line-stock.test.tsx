import { screen, within } from '@testing-library/react';
import { CartLineItem } from '@/components/cart/cart-line-item';
import { LineStock } from '@/components/cart/line-stock';
import { CheckoutSide } from '@/components/checkout/checkout-side';
import type { Cart, CartLine } from '@/lib/contract/schemas/cart';
import { renderWithIntl } from '../render-with-intl';

const LINE: CartLine = {
  id: 7,
  code: 'DS-2CD2043G2-I',
  name: 'IP kamera bullet 4 Mpx',
  url: { url: 'ip-kamera' },
  image: null,
  quantity: 5,
  price_unit_exc_vat: 100,
  price_total_exc_vat: 500,
  stock: 3,
  unit_of_measure: 'ks',
};

describe('LineStock (the one stock rule: pieces beyond stock are to order)', () => {
  it('says how many pieces are in stock and how many to order when the quantity exceeds the stock', () => {
    renderWithIntl(<LineStock quantity={5} stock={3} unit="ks" />);
    expect(screen.getByText('Skladom 3 ks, 2 ks na objednávku')).toBeInTheDocument();
  });

  it('uses the unit of measure of the line', () => {
    renderWithIntl(<LineStock quantity={120} stock={100} unit="m" />);
    expect(screen.getByText('Skladom 100 m, 20 m na objednávku')).toBeInTheDocument();
  });

  it.each([
    [3, 3, 'Skladom'],
    [1, 1500, 'Skladom'],
    [3, 0, 'Na objednávku'],
    [3, -4, 'Na objednávku'],
  ])('says briefly whether %p pieces at stock %p are in stock or to order: %p', (quantity, stock, text) => {
    renderWithIntl(<LineStock quantity={quantity} stock={stock} unit="ks" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('shows nothing when the backend sends no stock (a real upstream without the extension)', () => {
    const { container } = renderWithIntl(<LineStock quantity={5} stock={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('appears on the cart line and in the checkout summary', () => {
    const { unmount } = renderWithIntl(
      <ul>
        <CartLineItem line={LINE} stock={null} syncing={false} onQuantity={() => undefined} onRemove={() => undefined} />
      </ul>,
    );
    expect(within(screen.getByRole('listitem')).getByText('Skladom 3 ks, 2 ks na objednávku')).toBeInTheDocument();
    unmount();

    const cart: Cart = { id: 1, amount: 5, products: [LINE], product_price: 615, product_price_without_vat: 500 };
    renderWithIntl(<CheckoutSide cart={cart} shippingCents={0} paymentCents={0} vatRate={23} />);
    const items = screen.getByRole('list', { name: 'Položky objednávky' });
    expect(within(items).getByText('Skladom 3 ks, 2 ks na objednávku')).toBeInTheDocument();
  });
});
