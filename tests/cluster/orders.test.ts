import { startCluster, type Cluster, type Instance } from './support/cluster';
import { NO_BROKEN_INVARIANTS, brokenInvariants, productWithStock, stockOf } from './support/invariants';
import { customersReadyToOrder, type ShopClient } from './support/shop-client';

// Orders placed at once over two instances of one build on one PostgreSQL (issue 21, item 8).
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

const on = (i: number): Instance => cluster.instances[i % cluster.instances.length] as Instance;
const count = async (query: string, params: unknown[] = []) => Number((await cluster.sql.query<{ n: string }>(query, params)).rows[0]?.n);

test('50 customers ordering at once over both instances make 50 orders and 50 invoices, and stock drops by exactly 50', async () => {
  const product = await productWithStock(cluster.sql, 1000);
  const ready = await customersReadyToOrder(cluster.instances, 50, product);
  const answers = await Promise.all(ready.map(({ customer, basket }, i) => customer.placeOrder(on(i), basket)));
  expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
  expect(await count('SELECT count(*) AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = $1', [product])).toBe(50);
  expect(await count('SELECT count(*) AS n FROM invoices i JOIN order_lines l ON l.order_id = i.order_id WHERE l.product_id = $1', [product])).toBe(50);
  expect(await stockOf(cluster.sql, product)).toBe(950);
  expect(await brokenInvariants(cluster.sql, product, 1000)).toEqual(NO_BROKEN_INVARIANTS);
});

test('one basket placed 10 times at once over both instances makes one order, and the other nine answer that order', async () => {
  const product = await productWithStock(cluster.sql, 100, 1);
  const [{ customer, basket }] = (await customersReadyToOrder(cluster.instances, 1, product)) as [{ customer: ShopClient; basket: number }];
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => customer.placeOrder(on(i), basket)));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  const orderIds = new Set(answers.map((a) => (a.body?.order as { id?: number } | undefined)?.id));
  expect([...orderIds]).toEqual([expect.any(Number)]);
  expect(await count('SELECT count(*) AS n FROM orders WHERE cart_id = $1', [basket])).toBe(1);
  expect(await stockOf(cluster.sql, product)).toBe(99);
});

test('the last 3 pieces bought by 8 customers at once: every order is taken and stock goes to −5, the 5 pieces beyond it to order (docs/decisions/014-one-stock-rule.md)', async () => {
  const product = await productWithStock(cluster.sql, 3, 2);
  const ready = await customersReadyToOrder(cluster.instances, 8, product);
  const answers = await Promise.all(ready.map(({ customer, basket }, i) => customer.placeOrder(on(i), basket)));
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  expect(await count('SELECT count(*) AS n FROM order_lines WHERE product_id = $1', [product])).toBe(8);
  expect(await stockOf(cluster.sql, product)).toBe(-5);
  expect(await brokenInvariants(cluster.sql, product, 3)).toEqual(NO_BROKEN_INVARIANTS);
});
