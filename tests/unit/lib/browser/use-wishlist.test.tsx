import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { browserApi } from '@/lib/browser/api';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { useWishlist } from '@/lib/browser/use-wishlist';
import { clearWishlistFlags } from '@/lib/browser/wishlist-flags';
import { fakeCartServer } from './fake-cart-server';

jest.mock('@/lib/browser/api', () => ({ browserApi: { send: jest.fn() } }));

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

async function renderWishlist() {
  // the embedded backend: the session check's summary brings the count along
  const server = fakeCartServer({ extensions: true });
  server.wished.add(1);
  jest.mocked(browserApi.send).mockImplementation((method, path, body) => server.send(method, path, body));
  const hook = renderHook(() => useWishlist(), { wrapper });
  await waitFor(() => expect(hook.result.current.count).toBe(1));
  return { server, ...hook };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  clearToasts();
  clearWishlistFlags();
  jest.clearAllMocks();
});

describe('useWishlist (optimistic, docs/rules.md#states)', () => {
  it('flags the product and counts it at once, then confirms with the addedToWishlist toast', async () => {
    const { server, result } = await renderWishlist();
    server.hold();
    act(() => {
      void result.current.toggle(7, false);
    });
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.isWished(7, false)).toBe(true);
    await waitFor(() => expect(server.held).toHaveLength(1));
    server.held[0]!.release();
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['addedToWishlist']));
    expect(server.mutations()).toEqual([{ method: 'PATCH', path: '/customer/wish-list/add', body: { id: 7 } }]);
    expect(result.current.count).toBe(2);
  });

  it('rolls the flag and the count back with an error toast when the server refuses', async () => {
    const { server, result } = await renderWishlist();
    server.hold();
    server.refuseWith({ status: 500, key: 'server', code: 'messages.server.error' });
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => {
      done = result.current.toggle(7, false);
    });
    await waitFor(() => expect(result.current.isWished(7, false)).toBe(true));
    expect(result.current.count).toBe(2);
    await waitFor(() => expect(server.held).toHaveLength(1));
    server.held[0]!.release();
    await act(async () => {
      expect(await done).toBe(false);
    });
    expect(result.current.isWished(7, false)).toBe(false);
    expect(result.current.count).toBe(1);
    expect(getToasts()).toEqual([expect.objectContaining({ variant: 'error', screen: 'wishlist', detail: ['[server] messages.server.error'] })]);
  });

  it('removes with the removedFromWishlist toast and the count follows', async () => {
    const { result } = await renderWishlist();
    await act(async () => {
      await result.current.toggle(1, true);
    });
    expect(result.current.isWished(1, true)).toBe(false);
    await waitFor(() => expect(result.current.count).toBe(0));
    expect(getToasts().map((t) => t.message)).toEqual(['removedFromWishlist']);
  });
});
