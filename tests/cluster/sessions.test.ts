import { startCluster, type Cluster, type Instance } from './support/cluster';
import { ShopClient } from './support/shop-client';

// What one instance knows, the other knows too: sessions, rate limits and media live in the
// database and the shared MEDIA_DIR, never in one process (issue 21, item 1).
let cluster: Cluster;
let a: Instance;
let b: Instance;
beforeAll(async () => {
  cluster = await startCluster();
  [a, b] = cluster.instances as [Instance, Instance];
});
afterAll(() => cluster?.stop());

test('a session made on instance A works on B, and signing out on A makes B refuse the old cookies at once', async () => {
  const customer = new ShopClient();
  await customer.register(a);
  expect((await customer.signIn(a)).status).toBe(200);
  const onB = await customer.call(b, 'GET', '/admin/v1/sign/user');
  expect(onB.status).toBe(200);
  expect(onB.body?.user).toMatchObject({ email: customer.email });

  const stolen = new Map(customer.cookies);
  expect((await customer.call(a, 'GET', '/admin/v1/sign/out/')).status).toBe(200);
  const replay = new ShopClient(customer.email);
  for (const [name, value] of stolen) replay.cookies.set(name, value);
  const refused = await replay.call(b, 'GET', '/admin/v1/sign/user');
  expect(refused.status).toBe(401);
  expect(refused.body?.error).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
});

test('the sign-in limit of 10 attempts per account holds when the attempts alternate between the instances', async () => {
  const customer = new ShopClient();
  await customer.register(a);
  const statuses: number[] = [];
  // one after another: the 11th attempt is the first over the limit whichever instance counted the others
  for (let attempt = 0; attempt < 10; attempt++) statuses.push((await customer.signIn(attempt % 2 ? b : a, 'Nespravne123')).status);
  expect(statuses).toEqual(Array(10).fill(401));
  const eleventh = await customer.signIn(b);
  expect(eleventh.status).toBe(429);
  expect(Number(eleventh.retryAfter)).toBeGreaterThan(0);
});

test('a product image the seed generated is served by both instances, each with its own DATA_DIR (shared MEDIA_DIR)', async () => {
  const { rows } = await cluster.sql.query<{ src: string }>("SELECT src FROM product_images WHERE src LIKE '/%' ORDER BY product_id LIMIT 1");
  const src = rows[0]?.src ?? '';
  expect(src).not.toBe('');
  for (const instance of [a, b]) {
    const res = await fetch(`${instance.url}${src}`);
    expect([instance.name, res.status, res.headers.get('content-type')?.split('/')[0]]).toEqual([instance.name, 200, 'image']);
  }
});
