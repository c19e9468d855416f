/** @jest-environment node */
import { CUSTOMER_CALLS, customerCallKind, Traffic } from '@/tests/bench/load/traffic';

const NGINX = 'http://127.0.0.1:3708';

describe("a customer's calls", () => {
  it.each([
    ['PUT', '/admin/v1/basket/add', 'add to basket'],
    ['PUT', '/admin/v1/cart/order/sk', 'place order'],
    ['GET', '/admin/v1/sign/user', 'customer page call'],
    ['GET', '/admin/v1/basket/sk', 'customer page call'],
    ['PUT', '/admin/v1/cart/payment', 'checkout call'],
    ['PATCH', '/admin/v1/basket/note', 'checkout call'],
  ])('%s %s counts as %s', (method, path, kind) => {
    expect(customerCallKind(method, path)).toBe(kind);
  });
});

describe('the traffic of a run', () => {
  it('keeps each kind apart, and counts the distinct URLs nginx missed', () => {
    const traffic = new Traffic();
    traffic.record('guest page', 'GET', `${NGINX}/`, 200, 5, 'HIT');
    traffic.record('guest page', 'GET', `${NGINX}/category/cctv?pg=2`, 200, 900, 'MISS');
    traffic.record('guest page', 'GET', `${NGINX}/category/cctv?pg=2`, 200, 700, 'MISS');
    traffic.record('guest page', 'GET', `${NGINX}/blog`, 200, 300, 'MISS');
    traffic.record('add to basket', 'PUT', `${NGINX}/admin/v1/basket/add`, 200, 40, null);
    traffic.record('place order', 'PUT', `${NGINX}/admin/v1/cart/order/sk`, 200, 400, null);

    expect(traffic.count('guest page')).toBe(4);
    expect(traffic.count('guest page', 'MISS')).toBe(3);
    expect(traffic.distinctUrls('guest page', 'MISS')).toBe(2);
    expect(traffic.percentile('guest page', 99, 'HIT')).toBe(5);
    expect(traffic.percentile('add to basket', 95)).toBe(40);
    expect(traffic.count(CUSTOMER_CALLS)).toBe(2);
    expect(traffic.percentile(CUSTOMER_CALLS, 95)).toBe(400);
    expect(traffic.errorCount()).toBe(0);
  });

  it('lists a failed request by method and URL, and forgets everything on clear', () => {
    const traffic = new Traffic();
    traffic.record('place order', 'PUT', `${NGINX}/admin/v1/cart/order/sk`, 'fetch failed', 30_000, null);
    expect([...traffic.errors]).toEqual([['PUT /admin/v1/cart/order/sk → fetch failed', 1]]);
    traffic.clear();
    expect(traffic.errorCount()).toBe(0);
    expect(traffic.count('place order')).toBe(0);
  });
});
