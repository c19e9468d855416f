import { act, renderHook } from '@testing-library/react';
import { usePlaceOrder } from '@/components/checkout/use-place-order';
import type { PlacementInput } from '@/lib/browser/place-order';
import { runPlacement } from '@/lib/browser/place-order';
import { ApiError } from '@/lib/contract/errors';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('next-intl', () => ({ useLocale: () => 'sk' }));
jest.mock('swr', () => ({ useSWRConfig: () => ({ mutate: jest.fn() }) }));
jest.mock('@/lib/browser/place-order', () => ({ runPlacement: jest.fn() }));
const placement = jest.mocked(runPlacement);

const INPUT = { basket: 1, payment: 1 } as PlacementInput;

beforeEach(() => {
  mockReplace.mockReset();
  placement.mockReset();
});
afterEach(() => act(() => clearToasts()));

describe('usePlaceOrder', () => {
  it("lands on the new order's confirmation page without a history entry, the toast leading to its detail (docs/rules.md#states)", async () => {
    placement.mockResolvedValue({ id: 42, number: '2026000200' });
    const { result } = renderHook(() => usePlaceOrder());
    await act(() => result.current.place(INPUT));
    expect(mockReplace).toHaveBeenCalledWith('/objednavka/42');
    expect(getToasts().at(-1)).toMatchObject({
      variant: 'success',
      message: 'orderPlaced',
      values: { number: '2026000200' },
      link: { href: '/account/orderdetail/42' },
    });
    expect(result.current.placed).toBe(true);
  });

  it('stays on the checkout when placing fails', async () => {
    placement.mockRejectedValue(new ApiError([{ key: 'test', code: 'messages.test.failed' }], 500));
    const { result } = renderHook(() => usePlaceOrder());
    await act(() => result.current.place(INPUT));
    expect(mockReplace).not.toHaveBeenCalled();
    expect(result.current.placed).toBe(false);
  });

  it('never sends an order offline: nothing is placed, the step says why (docs/decisions/064-offline-cart-changes.md)', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => usePlaceOrder());
    await act(() => result.current.place(INPUT));
    expect(placement).not.toHaveBeenCalled();
    expect(result.current.offline).toBe(true);
    expect(result.current.placed).toBe(false);
    jest.restoreAllMocks();
    // back online, the same step places it and the message goes
    placement.mockResolvedValue({ id: 43, number: '2026000201' });
    await act(() => result.current.place(INPUT));
    expect(result.current.offline).toBe(false);
    expect(mockReplace).toHaveBeenCalledWith('/objednavka/43');
  });
});
