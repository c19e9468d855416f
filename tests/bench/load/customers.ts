import http from 'node:http';
import { customersReadyToOrder, ShopClient, type Answer, type Exchange, type Exchanged, type Origin } from '../../cluster/support/shop-client';
import { SIGNED_IN_CALLS } from '../cluster';
import { bodyText, httpRequest } from './http-get';
import { BROWSER_HEADERS, customerCallKind, type Traffic } from './traffic';
import { pick, thinkTime } from './guests';

/** A customer whose every call is timed and checked into the run's traffic, by its kind. */
class TimedClient extends ShopClient {
  /** the customer's own connections, kept open as a browser keeps them */
  private readonly agent = new http.Agent({ keepAlive: true });

  constructor(private readonly traffic: Traffic) {
    super();
  }

  /** Sent over node:http, as the guests' requests are (http-get.ts says why), accepting what a browser accepts. */
  protected override async exchange(url: string, init: Exchange): Promise<Exchanged> {
    const answer = await httpRequest(url, { ...init, headers: { 'Accept-Encoding': BROWSER_HEADERS['Accept-Encoding'], ...init.headers } }, this.agent);
    const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? null));
    return { status: answer.status, setCookies: answer.headers['set-cookie'] ?? [], retryAfter: header(answer.headers['retry-after']), text: bodyText(answer) };
  }

  override async call(on: Origin, method: string, path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    try {
      const answer = await super.call(on, method, path, body);
      this.traffic.record(customerCallKind(method, path), method, on.url + path, answer.status, performance.now() - started, null);
      return answer;
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      this.traffic.record(customerCallKind(method, path), method, on.url + path, failure, performance.now() - started, null);
      throw error;
    }
  }

  /** A page as a signed-in browser shows it: its HTML and, at once, the calls the page makes. */
  async viewPage(on: Origin, path: string): Promise<void> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await Promise.all([
      this.traffic.get('customer page', on.url + path, { ...BROWSER_HEADERS, Cookie: cookie }),
      ...SIGNED_IN_CALLS.map((call) => this.call(on, 'GET', call)),
    ]);
  }
}

/** What one customer placed: the baskets whose order call answered 200, for the SQL check afterwards. */
export interface PlacedOrders {
  email: string;
  baskets: number[];
}

const PAGES = ['/', '/category/cctv', '/category/cctv?or=2&pg=2', '/blog'];

/**
 * `count` customers registered and signed in through `front` (nginx), each with `product` in a
 * basket ready to place; `run(until)` then loops for each of them until `until`: place the order,
 * view a page (HTML + signed-in calls), add to basket, fill the checkout, with think time between.
 */
export async function customers(front: Origin, traffic: Traffic, count: number, product: number) {
  const ready = await customersReadyToOrder([front], count, product, 1, () => new TimedClient(traffic));
  const placed: PlacedOrders[] = ready.map(({ customer }) => ({ email: customer.email, baskets: [] }));

  async function shop(customer: TimedClient, firstBasket: number, orders: PlacedOrders, until: number) {
    let basket: number | null = firstBasket;
    while (Date.now() < until) {
      try {
        if (basket !== null && (await customer.placeOrder(front, basket)).status === 200) orders.baskets.push(basket);
        basket = null;
        await thinkTime();
        await customer.viewPage(front, pick(PAGES) ?? '/');
        await thinkTime();
        basket = await customer.addToBasket(front, product, 1);
        await thinkTime();
        await customer.fillCheckout(front, basket);
        await thinkTime();
      } catch {
        // recorded by TimedClient.call; the customer starts a fresh basket
        basket = null;
        await thinkTime();
      }
    }
  }

  return {
    placed,
    run: (until: number) => Promise.all(ready.map(({ customer, basket }, k) => shop(customer, basket, placed[k]!, until))),
  };
}
