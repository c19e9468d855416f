import { expect, test } from '@playwright/test';

// What a load balancer asks the built shop: liveness and readiness, answered on every request.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'desktop-1280', 'one viewport is enough: the server answers the same');
});

test('the health probe answers 200 and no cache may keep it', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/no-store/);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the readiness probe says ready, checking the database only where the shop keeps one', async ({ request }) => {
  const response = await request.get('/api/ready');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/no-store/);
  const database = process.env.E2E_MODE === 'proxied' ? 'not used' : 'ok';
  // the e2e shop runs without REDIS_URL: one process, Next's own cache
  expect(await response.json()).toEqual({ status: 'ready', checks: { database, cache: 'not used' } });
});
