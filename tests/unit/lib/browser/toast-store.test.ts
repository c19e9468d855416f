import { act, renderHook } from '@testing-library/react';
import { clearToasts, dismissToast, getToasts, pushToast, TOAST_TIMEOUT_MS, useToasts } from '@/lib/browser/toast-store';

afterEach(() => clearToasts());

describe('toast store', () => {
  it('gives each toast the lowest unused positive id', () => {
    expect(pushToast({ variant: 'info', message: 'a' })).toBe(1);
    expect(pushToast({ variant: 'info', message: 'b' })).toBe(2);
    expect(pushToast({ variant: 'info', message: 'c' })).toBe(3);
    dismissToast(2);
    expect(pushToast({ variant: 'success', message: 'd' })).toBe(2);
    dismissToast(1);
    dismissToast(3);
    expect(pushToast({ variant: 'error', message: 'e' })).toBe(1);
    expect(getToasts().map((t) => t.id)).toEqual([2, 1]);
  });

  it('defaults every variant to a 5000 ms timeout and keeps an explicit one', () => {
    for (const variant of ['success', 'warning', 'error', 'info'] as const) pushToast({ variant, message: variant });
    expect(getToasts().every((t) => t.timeout === TOAST_TIMEOUT_MS)).toBe(true);
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    const id = pushToast({ variant: 'info', message: 'x', timeout: 0 });
    expect(getToasts().find((t) => t.id === id)?.timeout).toBe(0);
  });

  it('ignores dismissing an unknown id', () => {
    pushToast({ variant: 'info', message: 'a' });
    dismissToast(42);
    expect(getToasts()).toHaveLength(1);
  });

  it('re-renders subscribers on push and dismiss', () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toHaveLength(0);
    let id = 0;
    act(() => {
      id = pushToast({ variant: 'warning', message: 'formInvalid', detail: ['line'] });
    });
    expect(result.current).toEqual([{ id, variant: 'warning', message: 'formInvalid', detail: ['line'], timeout: TOAST_TIMEOUT_MS }]);
    act(() => dismissToast(id));
    expect(result.current).toHaveLength(0);
  });

  it('does not stack a toast that says the same: the repeat replaces it, last, with the same id', () => {
    const first = pushToast({ variant: 'warning', message: 'formInvalid' });
    pushToast({ variant: 'success', message: 'addedToCart' });
    const before = getToasts().find((t) => t.id === first);
    expect(pushToast({ variant: 'warning', message: 'formInvalid' })).toBe(first);
    expect(getToasts().map((t) => t.message)).toEqual(['addedToCart', 'formInvalid']);
    // a new object: the shown toast starts its timeout again
    expect(getToasts().at(-1)).not.toBe(before);
  });

  it('keeps toasts that differ in variant, values, screen or detail', () => {
    pushToast({ variant: 'warning', message: 'formInvalid' });
    pushToast({ variant: 'error', message: 'formInvalid' });
    pushToast({ variant: 'success', message: 'loginSuccess', values: { name: 'A' } });
    pushToast({ variant: 'success', message: 'loginSuccess', values: { name: 'B' } });
    pushToast({ variant: 'error', message: 'genericError', screen: 'cart' });
    pushToast({ variant: 'error', message: 'genericError', screen: 'checkout' });
    pushToast({ variant: 'error', message: 'genericError', screen: 'cart', detail: ['[x] y'] });
    expect(getToasts()).toHaveLength(7);
  });
});
