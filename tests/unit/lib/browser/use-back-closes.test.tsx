import { act, renderHook, waitFor } from '@testing-library/react';
import { useBackCloses } from '@/lib/browser/use-back-closes';

/** Lets the hook's deferred pushState run. */
const nextTask = () => act(() => new Promise<void>((done) => setTimeout(done)));

describe('useBackCloses (the search overlay and the browser Back)', () => {
  it('adds one history entry while open; Back takes it and closes instead of leaving the page', async () => {
    const onBack = jest.fn();
    const start = window.history.length;
    const { rerender } = renderHook(({ open }) => useBackCloses(open, onBack), { initialProps: { open: false } });
    rerender({ open: true });
    await nextTask();
    expect(window.history.length).toBe(start + 1);
    act(() => window.history.back());
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/');
  });

  it('closed another way, takes its entry back; a followed result replaces it (leave)', async () => {
    const onBack = jest.fn();
    const { rerender, result } = renderHook(({ open }) => useBackCloses(open, onBack), { initialProps: { open: true } });
    await nextTask();
    const marked = window.history.state as Record<string, unknown>;
    expect(Object.values(marked)).toContain(true);
    rerender({ open: false });
    await waitFor(() => expect(window.history.state).not.toEqual(marked));
    expect(onBack).not.toHaveBeenCalled();

    rerender({ open: true });
    await nextTask();
    expect(result.current.leave()).toBe(true);
    // once left, closing does not go back (the navigation replaced the entry)
    expect(result.current.leave()).toBe(false);
  });
});
