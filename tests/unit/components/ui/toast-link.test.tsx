import { act, fireEvent, screen } from '@testing-library/react';
import { ToastArea } from '@/components/ui/toast-area';
import { clearToasts, pushToast } from '@/lib/browser/toast-store';
import { renderWithIntl } from '../render-with-intl';

afterEach(() => act(() => clearToasts()));

describe('a toast with a link', () => {
  it('shows the link under the message, its label translated with the toast values, and closes when followed', () => {
    renderWithIntl(<ToastArea />);
    act(() => {
      pushToast({
        variant: 'success',
        message: 'orderPlaced',
        values: { number: '2026000123' },
        link: { href: '/account/orderdetail/42', label: 'orderPlacedLink' },
      });
    });
    expect(screen.getByText('Objednávka bola úspešne odoslaná.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Zobraziť objednávku č. 2026000123' });
    expect(link).toHaveAttribute('href', '/account/orderdetail/42');
    // a modified click: the browser's own (new tab), so the test needs no router; the toast closes all the same
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.queryByText('Objednávka bola úspešne odoslaná.')).not.toBeInTheDocument();
  });

  it('a toast without a link has none', () => {
    renderWithIntl(<ToastArea />);
    act(() => {
      pushToast({ variant: 'success', message: 'addedToCart' });
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
