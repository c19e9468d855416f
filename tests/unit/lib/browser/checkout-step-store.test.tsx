import { act, renderHook, waitFor } from '@testing-library/react';
import { currentCheckoutStep, setCheckoutStep, stepFromState, useCheckoutStep } from '@/lib/browser/checkout-step-store';

describe('checkout step store', () => {
  it('reads the step from a history entry; an entry without one is step 1', () => {
    expect(stepFromState(null)).toBe(1);
    expect(stepFromState({ __NA: true })).toBe(1);
    expect(stepFromState({ checkoutStep: 3 })).toBe(3);
    expect(stepFromState({ checkoutStep: '2' })).toBe(1);
  });

  it('puts each step in its own history entry, keeping the URL and the router state; Back returns to the step before', async () => {
    window.history.replaceState({ __NA: true }, '', '/checkout');
    const { result } = renderHook(() => useCheckoutStep());
    expect(result.current).toBe(1);
    const before = window.history.length;
    act(() => setCheckoutStep(2));
    expect(result.current).toBe(2);
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toEqual({ __NA: true, checkoutStep: 2 });
    expect(window.location.pathname + window.location.search).toBe('/checkout');

    act(() => window.history.back());
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('corrects the current entry instead of adding one when asked to replace', () => {
    window.history.replaceState({ checkoutStep: 3 }, '', '/checkout');
    const before = window.history.length;
    act(() => setCheckoutStep(1, { replace: true }));
    expect(currentCheckoutStep()).toBe(1);
    expect(window.history.length).toBe(before);
  });
});
