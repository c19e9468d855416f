import { randomBytes } from 'node:crypto';
import { toAddressPayload } from '../../../lib/contract/schemas/requests/address';
import type { Instance } from './cluster';
import { SIGN_UP_FILLERS } from '../../support/sign-up-fillers';
import { TEST_BILLING, TEST_COMPANY_IDS, TEST_PASSWORD } from '../../support/test-customer';

/** An answer as a test reads it: status, Retry-After, and the JSON body (null when not JSON). */
export interface Answer {
  status: number;
  retryAfter: string | null;
  body: { success?: boolean; error?: Array<{ key: string; code: string }>; [key: string]: unknown } | null;
}

/** A request as ShopClient sends it. */
export interface Exchange {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** What ShopClient reads of an answer: its status, the cookies it sets, Retry-After and the body as text. */
export interface Exchanged {
  status: number;
  setCookies: string[];
  retryAfter: string | null;
  text: string;
}

const COMPANY_NAME = 'Cluster Firma s.r.o.';

/** Where a client sends its calls: an instance, or a proxy in front of several (its url is the Origin too). */
export type Origin = Pick<Instance, 'url'>;

/**
 * A client of the shop as a browser signed in to it is: its session cookies, sent to whichever
 * instance the load balancer picks (or to the proxy in front); every non-GET call carries that instance's Origin
 * (docs/contract.md#auth).
 */
export class ShopClient {
  /** the cookies the shop set (sid and auth_check), as a browser keeps them */
  readonly cookies = new Map<string, string>();

  constructor(
    readonly email = `cluster-${randomBytes(6).toString('hex')}@firma-test.sk`,
    readonly companyName = COMPANY_NAME,
  ) {}

  /** The Cookie header a browser holding these cookies sends (empty without any). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(on: Origin, method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { Origin: on.url };
    if (this.cookies.size > 0) headers.Cookie = this.cookieHeader();
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await this.exchange(`${on.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const removed = value === '' || attributes.some((a) => /^\s*max-age=0$/i.test(a));
      if (removed) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    let parsed: Answer['body'] = null;
    try {
      parsed = JSON.parse(res.text) as Answer['body'];
    } catch {
      /* an HTML page */
    }
    return { status: res.status, retryAfter: res.retryAfter, body: parsed };
  }

  /** One request and its whole answer, here with fetch(); a subclass may send it another way. */
  protected async exchange(url: string, init: Exchange): Promise<Exchanged> {
    const res = await fetch(url, init);
    return { status: res.status, setCookies: res.headers.getSetCookie(), retryAfter: res.headers.get('retry-after'), text: await res.text() };
  }

  /** Registers a company (active at once: AUTO_ACTIVATE_CUSTOMERS defaults to true). */
  async register(on: Origin): Promise<void> {
    const answer = await this.call(on, 'POST', '/admin/v1/sign/up', {
      phone: '+421 900 000 000',
      email: this.email,
      password: TEST_PASSWORD,
      companyName: this.companyName,
      ...TEST_COMPANY_IDS,
      personalDataCheckbox: true,
      ...SIGN_UP_FILLERS,
    });
    expectOk(answer, 'sign-up');
  }

  async signIn(on: Origin, password = TEST_PASSWORD): Promise<Answer> {
    return this.call(on, 'POST', '/admin/v1/sign/in', { email: this.email, password });
  }

  /** Puts `quantity` pieces of product `id` into the basket; the basket's id. */
  async addToBasket(on: Origin, product: number, quantity = 1): Promise<number> {
    const answer = await this.call(on, 'PUT', '/admin/v1/basket/add', { basket: null, product, quantity });
    expectOk(answer, 'basket/add');
    const basket = await this.call(on, 'GET', '/admin/v1/basket/sk');
    return (basket.body?.basket as { id: number }).id;
  }

  /** The checkout steps the storefront sends before placing (courier, bank transfer). */
  async fillCheckout(on: Origin, basket: number): Promise<void> {
    const address = toAddressPayload(TEST_BILLING);
    const steps: Array<[string, string, unknown]> = [
      ['PUT', '/cart/address/1', { basket, address }],
      ['PATCH', '/cart/additional', { basket, is_delivery_address: false }],
      ['PUT', '/cart/shipping/sk', { basket, saturdayDelivery: false, shipping: 1, packetaPoint: null, packetaPointName: null, packetaPointAddress: null }],
      ['PATCH', '/basket/sale-point', { basket, salePoint: null }],
      ['PUT', '/cart/payment', { basket, payment: 1 }],
      ['PATCH', '/basket/note', { basket, note: '' }],
    ];
    for (const [method, path, body] of steps) expectOk(await this.call(on, method, `/admin/v1${path}`, body), path);
  }

  placeOrder(on: Origin, basket: number): Promise<Answer> {
    return this.call(on, 'PUT', '/admin/v1/cart/order/sk', { basket, followNews: false });
  }
}

function expectOk(answer: Answer, what: string): void {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/**
 * `count` customers registered and signed in, each with `quantity` of `product` in a basket
 * ready to place (checkout filled), alternately on the instances; at most four at a time, so
 * password hashing is never saturated (it would answer 503 busy) while the scene is set.
 */
export async function customersReadyToOrder<Client extends ShopClient = ShopClient>(
  instances: readonly Origin[],
  count: number,
  product: number,
  quantity = 1,
  newClient: () => Client = () => new ShopClient() as Client,
) {
  const ready: Array<{ customer: Client; basket: number }> = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async (_, k) => {
      const on = instances[(start + k) % instances.length] as Origin;
      const customer = newClient();
      await customer.register(on);
      expectOk(await customer.signIn(on), 'sign-in');
      const basket = await customer.addToBasket(on, product, quantity);
      await customer.fillCheckout(on, basket);
      return { customer, basket };
    });
    ready.push(...(await Promise.all(batch)));
  }
  return ready;
}
