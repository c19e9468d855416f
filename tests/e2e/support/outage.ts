import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Takes one backend path down (`down` true), lets go of it (false) or, left out, only reads, through
 * the outage hook that exists only with E2E_TEST_HOOKS=1 (scripts/e2e.ts); answers how many requests
 * to that path it has failed.
 */
export async function outage(request: APIRequestContext, origin: string, path: string, down?: boolean): Promise<number> {
  const response = await request.post('/admin/v1/test-hooks/outage', { data: { path, down }, headers: { Origin: origin } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { failed: Record<string, number> }).failed[path] ?? 0;
}
