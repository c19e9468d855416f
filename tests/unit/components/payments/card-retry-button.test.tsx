import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CardRetryButton } from '@/components/payments/card-retry-button';
import { loadDocument } from '@/lib/browser/load-document';
import { startCardPayment } from '@/lib/contract/calls/card-payment';
import { ApiError } from '@/lib/contract/errors';
import { renderWithIntl } from '../render-with-intl';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, prefetch: jest.fn(), push: jest.fn() }) }));
jest.mock('@/lib/browser/load-document', () => ({ loadDocument: jest.fn() }));
jest.mock('@/lib/contract/calls/card-payment', () => ({ startCardPayment: jest.fn() }));
const start = jest.mocked(startCardPayment);

// docs/decisions/061-card-payments.md: a failed, cancelled or abandoned card payment can be paid again
describe('the card payment retry button', () => {
  afterEach(() => jest.clearAllMocks());

  it.each([
    ['failed', 'Zaplatiť kartou znova'],
    ['cancelled', 'Zaplatiť kartou znova'],
    ['waiting', 'Zaplatiť kartou'],
  ] as const)('offers to pay a %s order', (state, label) => {
    renderWithIntl(<CardRetryButton orderId={7} state={state} />);
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it.each(['paid', 'unpaid', undefined] as const)('offers nothing for a payment state %s', (state) => {
    renderWithIntl(<CardRetryButton orderId={7} state={state} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("starts a new payment of the order and goes to the provider's page", async () => {
    start.mockResolvedValue('https://pay.example/abc');
    renderWithIntl(<CardRetryButton orderId={7} state="failed" />);
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatiť kartou znova' }));
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('https://pay.example/abc'));
    expect(start).toHaveBeenCalledWith(expect.anything(), 7);
  });

  it('refreshes the page when the order was paid meanwhile', async () => {
    start.mockRejectedValue(new ApiError([{ key: 'payment', code: 'messages.payment.alreadyPaid' }], 409));
    renderWithIntl(<CardRetryButton orderId={7} state="cancelled" />);
    fireEvent.click(screen.getByRole('button', { name: 'Zaplatiť kartou znova' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
