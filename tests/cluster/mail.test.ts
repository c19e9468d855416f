import fs from 'node:fs';
import { startCluster, type Cluster, type Instance, type Settings } from './support/cluster';
import { productWithStock } from './support/invariants';
import { signalProcess } from './support/processes';
import { customersReadyToOrder } from './support/shop-client';

// Mail goes through the outbox: the instance that took the order need not be the one that sends
// its confirmation (issue 21, item 7). A has MAIL_SENDER=false: it only writes outbox rows.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ extra: (i): Settings => (i === 0 ? { MAIL_SENDER: 'false' } : {}) });
});
afterAll(() => cluster?.stop());

/** The .eml files in the shared MAIL_DIR of `kind` addressed to `email` (file names: <time>-<kind>-<to>.eml). */
const mailsTo = (kind: string, email: string) =>
  fs.readdirSync(cluster.mailDir).filter((f) => f.includes(`-${kind}-`) && f.includes(email.replace(/[^a-zA-Z0-9@._-]/g, '_')));

/** Resolves once `count()` is non-zero: the other instance's outbox worker runs on its own schedule. */
async function untilSent(count: () => number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (count() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
}

test('an order placed on A, A killed before its mail went out: B sends the confirmation, once', async () => {
  const [a] = cluster.instances as [Instance, Instance];
  const product = await productWithStock(cluster.sql, 100);
  const [{ customer, basket }] = (await customersReadyToOrder([a], 1, product)) as [Awaited<ReturnType<typeof customersReadyToOrder>>[number]];
  expect((await customer.placeOrder(a, basket)).status).toBe(200);
  await signalProcess(a.child, 'SIGKILL');

  await untilSent(() => mailsTo('order-placed', customer.email).length);
  expect(mailsTo('order-placed', customer.email)).toHaveLength(1);
});
