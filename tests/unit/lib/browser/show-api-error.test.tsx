import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastArea } from '@/components/ui/toast-area';
import { ApiError } from '@/lib/contract/errors';
import { showApiError } from '@/lib/browser/show-api-error';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { renderWithIntl } from '../../components/render-with-intl';

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

describe('showApiError', () => {
  it('makes the generic error toast naming the screen, one `[key] code` detail line per error item', async () => {
    renderWithIntl(<ToastArea />);
    act(() => {
      showApiError(
        'cart',
        new ApiError(
          [
            { key: 'email', code: 'messages.validation.email.notExists' },
            { key: 'basket', code: 'messages.basket.notFound' },
          ],
          400,
        ),
      );
    });

    const [toast] = getToasts();
    expect(toast).toMatchObject({ variant: 'error', message: 'genericError', screen: 'cart' });
    expect(toast?.detail).toEqual(['[email] messages.validation.email.notExists', '[basket] messages.basket.notFound']);

    const item = screen.getByText(/Nastala chyba v časti „košík“/).closest('li') as HTMLElement;
    expect(item).toBeInTheDocument();
    await userEvent.click(screen.getByText('Podrobnosti'));
    const lines = within(item.querySelector('details') as HTMLElement).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['[email] messages.validation.email.notExists', '[basket] messages.basket.notFound']);
  });

  it('words a pack refusal with its figures: the pack and the two nearest quantities, or the product a copied order names', async () => {
    renderWithIntl(<ToastArea />);
    const pack = { pack: 305, unit: 'm', min: 305 };
    act(() => {
      showApiError('cart', new ApiError([{ key: 'quantity', code: 'messages.basket.packSize', params: { ...pack, lower: 305, higher: 610 } }], 400));
    });
    expect(screen.getByText('Predáva sa po 305 m: zvoľte 305 m alebo 610 m.')).toBeInTheDocument();
    expect(screen.queryByText('Podrobnosti')).not.toBeInTheDocument();

    act(() => {
      clearToasts();
      showApiError(
        'product',
        new ApiError([{ key: 'quantity', code: 'messages.basket.minQuantity', params: { pack: 100, unit: 'ks', min: 200, higher: 200 } }], 400),
      );
    });
    expect(screen.getByText('Predáva sa po 100 ks, najmenej 200 ks: zvoľte 200 ks.')).toBeInTheDocument();

    act(() => {
      clearToasts();
      showApiError(
        'orders',
        new ApiError(
          [
            { key: 'quantity', code: 'messages.basket.packSize', params: { ...pack, higher: 305, product: 'UTP kábel Cat6' } },
            { key: 'quantity', code: 'messages.basket.minQuantity', params: { pack: 1, unit: 'ks', min: 10, higher: 10, product: 'Kotva' } },
          ],
          400,
        ),
      );
    });
    expect(screen.getByText('UTP kábel Cat6 sa predáva po 305 m: zvoľte 305 m.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Podrobnosti'));
    expect(screen.getByText('[quantity] messages.basket.minQuantity')).toBeInTheDocument();
  });

  it('a pack refusal without the figures (an upstream of its own) gets the generic toast', () => {
    renderWithIntl(<ToastArea />);
    act(() => {
      showApiError('cart', new ApiError([{ key: 'quantity', code: 'messages.basket.packSize' }], 400));
    });
    expect(getToasts()[0]).toMatchObject({ message: 'genericError', detail: ['[quantity] messages.basket.packSize'] });
  });

  it('a busy backend (503 messages.busy.tryAgain) asks to try again shortly instead of reporting an error', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithIntl(<ToastArea />);
    act(() => {
      showApiError('register', new ApiError([{ key: 'busy', code: 'messages.busy.tryAgain' }], 503));
    });
    expect(getToasts()).toEqual([expect.objectContaining({ variant: 'warning', message: 'busy' })]);
    expect(screen.getByText('Prihlasuje sa veľa zákazníkov naraz, skúste to o chvíľu znova.')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it('without an error list shows no detail and logs an unknown-error line', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithIntl(<ToastArea />);
    act(() => {
      showApiError('checkout', new ApiError([], 500));
    });
    expect(getToasts()[0]?.detail).toBeUndefined();
    expect(screen.queryByText('Podrobnosti')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[checkout] unknown error', expect.any(ApiError));
  });
});
