import type { CallOptions, HttpMethod } from '@/lib/contract/client';
import type { Cart } from '@/lib/contract/schemas/cart';
import { DEMO_USER, json } from '../../components/auth/api-mock';

/** A request the fake server has not answered yet: tests release it to control the order of answers. */
export interface Held {
  method: HttpMethod;
  path: string;
  body: unknown;
  release: () => void;
}

/**
 * A tiny stand-in for the backend's cart and wishlist: enough state to tell a stale answer
 * from the last one. Unit price 10.00 €, VAT 23 %. `extensions`: answers as the embedded backend
 * does (the page and summary calls, the new cart in every basket mutation's answer); without, as a
 * foreign upstream (404 HTML for them, `success` only). `pageCall: false`: a backend with the summary
 * but not the page call. `idempotency`: the user announces `basket_idempotency` and a basket change
 * repeated with its Idempotency-Key gets the first answer and changes nothing.
 */
export function fakeCartServer(options: { signedIn?: boolean; extensions?: boolean; pageCall?: boolean; idempotency?: boolean } = {}) {
  // A browser that signed in holds the proxy's signed_in hint; a guest's browser does not.
  document.cookie = options.signedIn === false ? 'signed_in=; path=/; max-age=0' : 'signed_in=1; path=/';
  const lines = new Map<number, number>([[11, 1]]);
  const wished = new Set<number>();
  const calls: { method: HttpMethod; path: string; body: unknown; key?: string }[] = [];
  const held: Held[] = [];
  const answered = new Map<string, unknown>();
  const user = options.idempotency ? { ...DEMO_USER, basket_idempotency: true } : DEMO_USER;
  // 'down': no request gets through (fetch rejects); 'lose': mutations are done, their answers lost
  let signal: 'up' | 'down' | 'lose' = 'up';
  let holdMutations = false;
  let refuse: { status: number; key: string; code: string } | null = null;

  const cart = (): Cart => {
    const products = [...lines].map(([id, quantity]) => ({
      id,
      code: `K-${id}`,
      name: `Produkt ${id}`,
      url: { url: `produkt-${id}` },
      image: null,
      quantity,
      price_unit_exc_vat: 10,
      price_total_exc_vat: 10 * quantity,
    }));
    const subtotal = products.reduce((s, p) => s + p.price_total_exc_vat, 0);
    return {
      id: 5,
      amount: products.reduce((s, p) => s + p.quantity, 0),
      products,
      product_price: Math.round(subtotal * 123) / 100,
      product_price_without_vat: subtotal,
    };
  };

  function apply(method: HttpMethod, path: string, body: unknown) {
    const b = body as { id?: number; product?: number; quantity?: number };
    if (path === '/basket/update') lines.set(b.id!, b.quantity!);
    if (path === '/basket/add') lines.set(100 + b.product!, (lines.get(100 + b.product!) ?? 0) + b.quantity!);
    if (path.startsWith('/basket/remove/')) lines.delete(Number(path.split('/').pop()));
    if (path === '/customer/wish-list/add') wished.add(b.id!);
    if (path.startsWith('/customer/wish-list/remove/')) wished.delete(Number(path.split('/').pop()));
  }

  async function send(method: HttpMethod, path: string, body?: unknown, init?: CallOptions): Promise<Response> {
    const key = init?.idempotencyKey;
    calls.push({ method, path, body, ...(key ? { key } : {}) });
    if (signal === 'down') throw new TypeError('Failed to fetch');
    if (path === '/sign/user') {
      return options.signedIn === false
        ? json({ success: false, error: [{ key: 'user', code: 'messages.user.not-logged-in' }] }, 401)
        : json({ success: true, user });
    }
    if (path === '/basket/sk') return json({ success: true, basket: cart() });
    const page = path === '/x/customer/page/sk';
    if (page || path === '/x/customer/summary/sk') {
      if (!options.extensions || (page && options.pageCall === false))
        return { status: 404, ok: false, text: async () => '<html>Not Found</html>' } as unknown as Response;
      if (options.signedIn === false) return json({ success: false, error: [{ key: 'user', code: 'messages.user.not-logged-in' }] }, 401);
      return json({ success: true, user, basket: cart(), wish_list_count: wished.size, ...(page ? { prices: [] } : {}) });
    }
    if (path === '/customer/wish-list-count') return json({ success: true, count_all: wished.size });
    if (holdMutations) await new Promise<void>((release) => held.push({ method, path, body, release }));
    if (refuse) return json({ success: false, error: [{ key: refuse.key, code: refuse.code }] }, refuse.status);
    if (options.idempotency && key && answered.has(key)) return json(answered.get(key));
    apply(method, path, body);
    const isBasketChange = path.startsWith('/basket/');
    const answer = options.extensions && isBasketChange ? { success: true, basket: cart() } : { success: true };
    if (key) answered.set(key, answer);
    if (signal === 'lose') throw new TypeError('Failed to fetch');
    return json(answer);
  }

  return {
    send,
    calls,
    held,
    lines,
    wished,
    /** mutations wait until released (held[i].release()) */
    hold(on = true) {
      holdMutations = on;
    },
    /** 'down': nothing gets through; 'lose': changes are done but their answers never arrive */
    setSignal(state: 'up' | 'down' | 'lose') {
      signal = state;
    },
    /** every later mutation fails with this error */
    refuseWith(error: { status: number; key: string; code: string } | null) {
      refuse = error;
    },
    // the page call is a POST that changes nothing
    mutations: () => calls.filter((c) => c.method !== 'GET' && c.path !== '/x/customer/page/sk'),
  };
}
