import { act, renderHook, waitFor } from '@testing-library/react';
import { browserApi } from '@/lib/browser/api';
import { forgetCartOutboxes, readOutbox } from '@/lib/browser/cart-outbox';
import { forgetMissingExtensions } from '@/lib/browser/missing-extensions';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { useCart } from '@/lib/browser/use-cart';
import { DEMO_USER } from '../../components/auth/api-mock';
import { CartHookWrapper } from './cart-hook-wrapper';
import { fakeCartServer } from './fake-cart-server';

jest.mock('@/lib/browser/api', () => ({ browserApi: { send: jest.fn() } }));

let online = true;

async function renderCart(options: Parameters<typeof fakeCartServer>[0] = {}) {
  const server = fakeCartServer({ extensions: true, idempotency: true, ...options });
  jest.mocked(browserApi.send).mockImplementation((method, path, body, init) => server.send(method, path, body, init));
  const hook = renderHook(() => useCart(), { wrapper: CartHookWrapper });
  await waitFor(() => expect(hook.result.current.cart.products).toHaveLength(1));
  return { server, ...hook };
}

const customer = DEMO_USER.email;
const toastMessages = () => getToasts().map((t) => t.message);
/** Two changes: line 11 set to 4 pieces, 2 pieces of product 7 added. */
async function twoChanges(cart: ReturnType<typeof useCart>) {
  await act(async () => {
    await cart.update(11, 4);
    await cart.add(7, 2);
  });
}

beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  forgetMissingExtensions();
  forgetCartOutboxes();
});

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

describe('cart changes made without signal (docs/decisions/064-offline-cart-changes.md)', () => {
  it('keeps them in order, shows them ahead of the server, and sends each once with its key when the signal returns', async () => {
    const { server, result } = await renderCart();
    online = false;
    server.setSignal('down');
    await twoChanges(result.current);
    await act(async () => {
      await result.current.remove(11);
    });
    expect(server.mutations()).toEqual([]);
    const kept = readOutbox(customer);
    expect(kept.map((c) => c.kind)).toEqual(['update', 'add', 'remove']);
    expect(new Set(kept.map((c) => c.key)).size).toBe(3);
    // the badge counts the kept add; the removed line is gone
    expect(result.current.cart.products).toEqual([]);
    expect(result.current.cart.amount).toBe(2);
    expect(toastMessages()).toEqual([]);

    online = true;
    server.setSignal('up');
    await act(async () => {
      await result.current.sendKept();
    });
    expect(server.mutations().map((c) => [c.path, c.key])).toEqual(kept.map((c) => [expect.stringMatching(/^\/basket\//), c.key]));
    expect(readOutbox(customer)).toEqual([]);
    // the server's cart: only product 7's line (line 107 in the fake), 2 pieces
    await waitFor(() => expect(result.current.cart.products.map((l) => [l.id, l.quantity])).toEqual([[107, 2]]));
  });

  it('keeps a change whose answer was lost and sends it again with the same key: done once', async () => {
    const { server, result } = await renderCart();
    server.setSignal('lose');
    await act(async () => {
      await result.current.add(7, 3);
    });
    const [kept] = readOutbox(customer);
    expect(kept).toMatchObject({ kind: 'add', productId: 7, quantity: 3 });
    server.setSignal('up');
    await act(async () => {
      await result.current.sendKept();
    });
    const adds = server.mutations().filter((c) => c.path === '/basket/add');
    expect(adds.map((c) => c.key)).toEqual([kept!.key, kept!.key]);
    expect(server.lines.get(107)).toBe(3);
    expect(readOutbox(customer)).toEqual([]);
  });

  it('drops a kept change the server refuses on replay, with an error toast', async () => {
    const { server, result } = await renderCart();
    online = false;
    await act(async () => {
      await result.current.add(7, 1);
    });
    online = true;
    server.refuseWith({ status: 404, key: 'product', code: 'messages.product.notFound' });
    await act(async () => {
      await result.current.sendKept();
    });
    expect(readOutbox(customer)).toEqual([]);
    expect(getToasts()).toEqual([expect.objectContaining({ variant: 'error', message: 'cartChangeRefused', detail: ['[product] messages.product.notFound'] })]);
  });

  it('keeps them for later when the browser says online but requests still get no answer', async () => {
    const { server, result } = await renderCart();
    online = false;
    await twoChanges(result.current);
    const kept = readOutbox(customer);
    online = true;
    server.setSignal('down');
    await act(async () => {
      await result.current.sendKept();
    });
    expect(readOutbox(customer)).toEqual(kept);
    server.setSignal('up');
    await act(async () => {
      await result.current.sendKept();
    });
    expect(readOutbox(customer)).toEqual([]);
    expect(server.lines.get(11)).toBe(4);
    expect(server.lines.get(107)).toBe(2);
  });

  it('refuses a change offline where the backend does not announce keys, and shows the cart as it was', async () => {
    const { server, result } = await renderCart({ idempotency: false });
    online = false;
    await act(async () => {
      await result.current.update(11, 6);
    });
    expect(readOutbox(customer)).toEqual([]);
    expect(server.mutations()).toEqual([]);
    expect(toastMessages()).toEqual(['cartOffline']);
    expect(result.current.cart.products[0]!.quantity).toBe(1);
  });

  it('sends a change at once, with a key, while the signal is there', async () => {
    const { server, result } = await renderCart();
    await act(async () => {
      await result.current.update(11, 3);
    });
    expect(server.mutations()).toEqual([expect.objectContaining({ path: '/basket/update', key: expect.any(String) })]);
    expect(readOutbox(customer)).toEqual([]);
    expect(toastMessages()).toEqual([]);
  });
});
