import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToCartBox } from '@/components/cart/add-to-cart-box';
import { renderWithIntl } from '../render-with-intl';

const mockAdd = jest.fn(async () => true);
jest.mock('@/lib/browser/use-cart', () => ({ useCart: () => ({ add: mockAdd }) }));

beforeEach(() => mockAdd.mockClear());

describe('the add button of a card, the wishlist, search results and the comparison (docs/decisions/058-trade-terms.md)', () => {
  it('adds a whole box of a product sold by the 305 m box, not 1, and steps by the box', async () => {
    const user = userEvent.setup();
    renderWithIntl(<AddToCartBox productId={9} productName="UTP kábel Cat6" stock={5000} unit="m" rule={{ pack: 305, min: 305 }} />);
    const add = screen.getByRole('button', { name: 'Do košíka: UTP kábel Cat6' });
    await user.click(add);
    expect(mockAdd).toHaveBeenLastCalledWith(9, 305);
    await user.click(screen.getByRole('button', { name: 'Zvýšiť množstvo' }));
    await user.click(add);
    expect(mockAdd).toHaveBeenLastCalledWith(9, 610);
  });

  it('adds the minimum of a product sold from 200 pieces, and 1 of one sold by the piece', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<AddToCartBox productId={4} productName="Kotva 8 mm" stock={900} rule={{ pack: 100, min: 200 }} />);
    await user.click(screen.getByRole('button', { name: 'Do košíka: Kotva 8 mm' }));
    expect(mockAdd).toHaveBeenLastCalledWith(4, 200);
    unmount();
    renderWithIntl(<AddToCartBox productId={5} productName="Detektor" stock={3} />);
    await user.click(screen.getByRole('button', { name: 'Do košíka: Detektor' }));
    expect(mockAdd).toHaveBeenLastCalledWith(5, 1);
  });
});
