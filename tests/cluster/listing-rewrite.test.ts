import fs from 'node:fs';
import { startCluster, type Cluster, type Instance } from './support/cluster';

// An instance listening on a loopback address (`-H 127.0.0.1`, the recipe's behind nginx) serves a
// listing's ordering, page or filter (proxy.ts rewrites it to an internal path) in the one request
// it got: Next took the rewrite for an external one and proxied it over HTTP back to the instance,
// and behind TLS (nginx sends X-Forwarded-Proto: https) as https to the plain port, which failed.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ count: 1 });
});
afterAll(() => cluster?.stop());

const requestLines = (instance: Instance, from: number) =>
  fs
    .readFileSync(instance.log, 'utf8')
    .split('\n')
    .slice(from)
    .filter((line) => line.includes('"msg":"request"'));

test.each([
  ['http', {}],
  ['https behind nginx', { 'X-Forwarded-Proto': 'https' }],
])('a listing in another ordering is one request to the instance (%s)', async (_, headers: Record<string, string>) => {
  const [a] = cluster.instances as [Instance];
  const from = fs.readFileSync(a.log, 'utf8').split('\n').length - 1;
  const res = await fetch(`${a.url}/category/cctv?or=2`, { headers });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('</html>');
  await new Promise((r) => setTimeout(r, 200));
  const lines = requestLines(a, from);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('"path":"/category/cctv"');
});
