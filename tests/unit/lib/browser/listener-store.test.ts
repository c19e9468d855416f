import { act, renderHook } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createListeners, createStore } from '@/lib/browser/listener-store';

describe('createStore', () => {
  it('re-renders every component reading it when the value changes, and no longer after unmount', () => {
    const store = createStore<readonly string[]>([]);
    const read = () => renderHook(() => useSyncExternalStore(store.subscribe, store.get));
    const [a, b] = [read(), read()];
    act(() => store.set(['Košík uložený']));
    expect(a.result.current).toEqual(['Košík uložený']);
    expect(b.result.current).toBe(a.result.current);
    a.unmount();
    act(() => store.set([]));
    expect(b.result.current).toEqual([]);
  });
});

describe('createListeners', () => {
  it('calls each subscribed listener once per notify, and not after it unsubscribed', () => {
    const { subscribe, notify } = createListeners();
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = subscribe(first);
    subscribe(second);
    notify();
    stopFirst();
    notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
