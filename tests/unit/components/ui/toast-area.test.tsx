import { act, fireEvent, screen } from '@testing-library/react';
import { ToastArea } from '@/components/ui/toast-area';
import { clearToasts, pushToast } from '@/lib/browser/toast-store';
import { renderWithIntl } from '../render-with-intl';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  jest.useRealTimers();
});

describe('ToastArea', () => {
  it('closes a toast by itself after 5000 ms', () => {
    renderWithIntl(<ToastArea />);
    act(() => {
      pushToast({ variant: 'success', message: 'addedToCart' });
    });
    expect(screen.getByText('Produkt bol pridaný do košíka.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Produkt bol pridaný do košíka.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Produkt bol pridaný do košíka.')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', () => {
    renderWithIntl(<ToastArea />);
    act(() => {
      pushToast({ variant: 'info', message: 'resetPasswordEmailSent' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zavrieť oznámenie' }));
    expect(screen.queryByText(/odkaz na obnovenie hesla/)).not.toBeInTheDocument();
  });

  it('announces errors assertively and other toasts politely', () => {
    renderWithIntl(<ToastArea />);
    act(() => {
      pushToast({ variant: 'error', message: 'loginFailure' });
      pushToast({ variant: 'warning', message: 'formInvalid' });
    });
    const error = screen.getByText(/Nepodarilo sa overiť prihlásenie/).closest('ol');
    const warning = screen.getByText(/Formulár nie je vyplnený/).closest('ol');
    expect(error).toHaveAttribute('aria-live', 'assertive');
    expect(warning).toHaveAttribute('aria-live', 'polite');
  });
});
