import { act, renderHook, waitFor } from '@testing-library/react';
import { EMPTY_CART } from '@/lib/contract/schemas/cart';
import { browserApi } from '@/lib/browser/api';
import { forgetMissingExtensions } from '@/lib/browser/missing-extensions';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { useCart } from '@/lib/browser/use-cart';
import { CartHookWrapper } from './cart-hook-wrapper';
import { fakeCartServer } from './fake-cart-server';

jest.mock('@/lib/browser/api', () => ({ browserApi: { send: jest.fn() } }));

type ServerOptions = Parameters<typeof fakeCartServer>[0];

function serve(options?: ServerOptions) {
  const server = fakeCartServer(options);
  jest.mocked(browserApi.send).mockImplementation((method, path, body) => server.send(method, path, body));
  return server;
}

async function renderCart(options?: ServerOptions) {
  const server = serve(options);
  const hook = renderHook(() => useCart(), { wrapper: CartHookWrapper });
  if (options?.signedIn !== false) await waitFor(() => expect(hook.result.current.cart.products).toHaveLength(1));
  return { server, ...hook };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  forgetMissingExtensions();
});

const basketReads = (server: ReturnType<typeof fakeCartServer>) => server.calls.filter((c) => c.method === 'GET' && c.path === '/basket/sk');
afterEach(() => {
  clearToasts();
  jest.clearAllMocks();
});

describe('useCart against the embedded backend (the page call, the new cart in every mutation answer)', () => {
  it("takes the cart from the session check's page call and asks no basket call of its own", async () => {
    const { server, result } = await renderCart({ extensions: true });
    expect(result.current.cart.amount).toBe(1);
    expect(server.calls.map((c) => c.path)).toEqual(['/x/customer/page/sk']);
  });

  it('takes it from the summary where the backend lacks the page call, asking the page call once per page load', async () => {
    const { server, result } = await renderCart({ extensions: true, pageCall: false });
    expect(result.current.cart.amount).toBe(1);
    expect(server.calls.map((c) => c.path)).toEqual(['/x/customer/page/sk', '/x/customer/summary/sk']);
  });

  it('shows the cart an add answered with and does not reload it', async () => {
    const { server, result } = await renderCart({ extensions: true });
    await act(async () => {
      await result.current.add(7, 2);
    });
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.cart.products).toHaveLength(2);
    expect(result.current.cart.amount).toBe(3);
    expect(basketReads(server)).toEqual([]);
  });

  it("ends quick quantity changes with the last answer's totals, without a reload", async () => {
    const { server, result } = await renderCart({ extensions: true });
    await act(async () => {
      await Promise.all([result.current.update(11, 2), result.current.update(11, 5)]);
    });
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.cart.products[0]).toMatchObject({ quantity: 5, price_total_exc_vat: 50 });
    expect(result.current.cart.product_price_without_vat).toBe(50);
    expect(basketReads(server)).toEqual([]);
  });

  it('reloads after a refused change, which undoes what was shown ahead of the server', async () => {
    const { server, result } = await renderCart({ extensions: true });
    server.refuseWith({ status: 400, key: 'quantity', code: 'messages.validation.quantity.max' });
    await act(async () => {
      await result.current.update(11, 9);
    });
    await waitFor(() => expect(result.current.cart.products[0]!.quantity).toBe(1));
    expect(basketReads(server)).toHaveLength(1);
  });
});

describe('useCart against an upstream that answers only success (docs/rules.md#states)', () => {
  it("asks the spec's calls when the page call and the summary are missing, and reloads the cart after an add", async () => {
    const { server, result } = await renderCart();
    expect(server.calls.map((c) => c.path).slice(0, 4)).toEqual(['/x/customer/page/sk', '/x/customer/summary/sk', '/sign/user', '/basket/sk']);
    await act(async () => {
      await result.current.add(7, 2);
    });
    await waitFor(() => expect(result.current.cart.amount).toBe(3));
    expect(basketReads(server)).toHaveLength(2);
  });
});

describe('useCart', () => {
  it('fetches no cart for a guest and shows the empty one', async () => {
    const { server, result } = await renderCart({ signedIn: false });
    await act(async () => undefined);
    expect(result.current.cart).toEqual(EMPTY_CART);
    // without the signed-in hint the browser asks nothing: no session check, no cart
    expect(server.calls).toEqual([]);
  });

  it('shows a new quantity at once, coalesces quick changes and ends with the server total', async () => {
    const { server, result } = await renderCart();
    server.hold();
    act(() => {
      void result.current.update(11, 2);
    });
    await waitFor(() => expect(server.held).toHaveLength(1));
    act(() => {
      void result.current.update(11, 3);
      void result.current.update(11, 4);
    });
    // optimistic: the quantity and the piece count follow the clicks; the total waits for the server
    expect(result.current.cart.products[0]!.quantity).toBe(4);
    expect(result.current.cart.amount).toBe(4);
    expect(result.current.isSyncing).toBe(true);
    server.held[0]!.release();
    await waitFor(() => expect(server.held).toHaveLength(2));
    server.held[1]!.release();
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    // two requests, not three: 3 was replaced by 4 while it waited
    expect(server.mutations().map((c) => c.body)).toEqual([
      { id: 11, quantity: 2 },
      { id: 11, quantity: 4 },
    ]);
    expect(result.current.cart.products[0]).toMatchObject({ quantity: 4, price_total_exc_vat: 40 });
    expect(result.current.cart.product_price_without_vat).toBe(40);
  });

  it('rolls a refused quantity back to the server state and shows the error toast', async () => {
    const { server, result } = await renderCart();
    server.refuseWith({ status: 400, key: 'quantity', code: 'messages.validation.quantity.max' });
    let ok = true;
    await act(async () => {
      ok = await result.current.update(11, 9);
    });
    expect(ok).toBe(false);
    await waitFor(() => expect(result.current.cart.products[0]!.quantity).toBe(1));
    expect(getToasts()).toEqual([
      expect.objectContaining({ variant: 'error', message: 'genericError', screen: 'cart', detail: ['[quantity] messages.validation.quantity.max'] }),
    ]);
  });

  it('adds with the addedToCart toast and reloads the cart', async () => {
    const { server, result } = await renderCart();
    await act(async () => {
      await result.current.add(7, 2);
    });
    await waitFor(() => expect(result.current.cart.products).toHaveLength(2));
    expect(server.mutations()).toEqual([{ method: 'PUT', path: '/basket/add', body: { basket: 5, product: 7, quantity: 2 } }]);
    expect(result.current.cart.amount).toBe(3);
    expect(getToasts().map((t) => t.message)).toEqual(['addedToCart']);
  });

  it('adds many lines in one step, in batches; a refused line is reported and the others stay added', async () => {
    const { server, result } = await renderCart();
    const send = jest.mocked(browserApi.send).getMockImplementation()!;
    jest
      .mocked(browserApi.send)
      .mockImplementation((method, path, body) =>
        (body as { product?: number } | undefined)?.product === 13
          ? Promise.resolve(new Response(JSON.stringify({ success: false, error: [{ key: 'product', code: 'messages.product.notFound' }] }), { status: 404 }))
          : send(method, path, body),
      );
    const lines = Array.from({ length: 8 }, (_, i) => ({ productId: 10 + i, quantity: i + 1 }));
    let failures: Awaited<ReturnType<typeof result.current.addMany>> = [];
    await act(async () => {
      failures = await result.current.addMany(lines);
    });
    expect(failures.map((f) => f.productId)).toEqual([13]);
    await waitFor(() => expect(result.current.cart.products).toHaveLength(8));
    expect(server.mutations()).toHaveLength(7);
    expect(getToasts()).toEqual([]);
  });

  it('removes a line at once, with the removedFromCart toast', async () => {
    const { server, result } = await renderCart();
    server.hold();
    act(() => {
      void result.current.remove(11);
    });
    expect(result.current.cart.products).toEqual([]);
    expect(result.current.cart.amount).toBe(0);
    await waitFor(() => expect(server.held).toHaveLength(1));
    server.held[0]!.release();
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.cart.products).toEqual([]);
    expect(getToasts().map((t) => t.message)).toEqual(['removedFromCart']);
  });

  it('puts a line back when the server refuses its removal', async () => {
    const { server, result } = await renderCart();
    server.refuseWith({ status: 404, key: 'cartLine', code: 'messages.cartLine.notFound' });
    await act(async () => {
      await result.current.remove(11);
    });
    await waitFor(() => expect(result.current.cart.products).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({ variant: 'error', screen: 'cart' });
  });

  it('catches up with a change made in another tab when this one regains focus, however soon after its last load', async () => {
    const { server, result } = await renderCart();
    // another tab adds pieces: this one knows nothing of it
    server.lines.set(11, 4);
    expect(result.current.cart.amount).toBe(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current.cart.amount).toBe(4));
    // focus and visibility of one return are one reload
    expect(server.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/basket/'))).toHaveLength(2);
  });

  it('asks nothing when the tab comes back after a sign-out in another tab (the hint is gone)', async () => {
    const { server } = await renderCart();
    const before = server.calls.length;
    document.cookie = 'signed_in=; path=/; max-age=0';
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => undefined);
    expect(server.calls.slice(before)).toEqual([]);
  });
});
