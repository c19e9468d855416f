import { startCluster, type Cluster, type Instance } from './support/cluster';
import { NO_BROKEN_INVARIANTS, brokenInvariants, productWithStock } from './support/invariants';
import { signalProcess } from './support/processes';
import { customersReadyToOrder } from './support/shop-client';

// An instance dies (SIGKILL: no graceful stop) in the middle of a burst of placements (issue 21, item 8).
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

test('one instance killed during a burst of 30 placements leaves no order without invoice, no closed cart without order, no stock moved without order', async () => {
  const [a, b] = cluster.instances as [Instance, Instance];
  const product = await productWithStock(cluster.sql, 500);
  const ready = await customersReadyToOrder(cluster.instances, 30, product);
  const placing = ready.map(({ customer, basket }, i) =>
    customer.placeOrder(i % 2 ? b : a, basket).then(
      (answer) => answer.status,
      () => 'cut' as const,
    ),
  );
  // B dies as soon as the first placement anywhere has been answered: the rest of its share are in flight or queued
  await Promise.race(placing);
  await signalProcess(b.child, 'SIGKILL');
  const outcomes = await Promise.all(placing);
  expect(outcomes.filter((o, i) => i % 2 === 0)).toEqual(Array(15).fill(200));
  expect(outcomes.filter((o, i) => i % 2 === 1)).toContain('cut');
  expect(await brokenInvariants(cluster.sql, product, 500)).toEqual(NO_BROKEN_INVARIANTS);

  // each customer cut off by the kill places again on A and gets exactly one order
  const again = await Promise.all(ready.map(({ customer, basket }) => customer.placeOrder(a, basket)));
  expect(again.map((answer) => answer.status)).toEqual(Array(30).fill(200));
  const orders = await cluster.sql.query<{ n: string }>('SELECT count(*) AS n FROM order_lines WHERE product_id = $1', [product]);
  expect(Number(orders.rows[0]?.n)).toBe(30);
  expect(await brokenInvariants(cluster.sql, product, 500)).toEqual(NO_BROKEN_INVARIANTS);
});
