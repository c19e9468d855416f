import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_SCOPE_COOKIE } from '../../../lib/backend/handlers/test-hook-scope';
import { originOf } from './fresh-customer';

/** Whom a hidden call is missing for: this page's browser context only, or every request to the server. */
export type MissingFor = 'this-page' | 'everyone';

/**
 * Runs `block` while the calls under the prefix `path` (or each of several prefixes) answer as a foreign upstream lacking them
 * (the e2e hook POST /admin/v1/test-hooks/missing, lib/backend/handlers/test-hook-missing.ts),
 * then brings them back. Tests run in parallel against one server, so:
 * - 'this-page' (use it wherever it works): the page's context sends a cookie naming this test,
 *   and only requests carrying it see the call missing: the browser's calls and the server's calls
 *   made with the customer's cookies.
 * - 'everyone': for calls read in public cached renders, which carry no cookies; `path` must then
 *   be a prefix no other test uses (the product's or category's own id).
 */
export async function withCallMissing<T>(
  page: Page,
  info: TestInfo,
  path: string | readonly string[],
  missingFor: MissingFor,
  block: () => Promise<T>,
): Promise<T> {
  return (await hiddenWhile(page, info, path, missingFor, block)).value;
}

/**
 * withCallMissing for this page's requests, where the page must not ask the hidden calls at all (an
 * upstream lacking them would answer each with a failing call): how often each prefix was asked
 * while hidden, by the browser or by the server for this page.
 */
export async function askedWhileMissing(page: Page, info: TestInfo, paths: readonly string[], block: () => Promise<void>): Promise<Record<string, number>> {
  return (await hiddenWhile(page, info, paths, 'this-page', block)).asked;
}

async function hiddenWhile<T>(
  page: Page,
  info: TestInfo,
  path: string | readonly string[],
  missingFor: MissingFor,
  block: () => Promise<T>,
): Promise<{ value: T; asked: Record<string, number> }> {
  const origin = originOf(info);
  const scope = missingFor === 'this-page' ? randomUUID() : undefined;
  if (scope) await page.context().addCookies([{ name: E2E_SCOPE_COOKIE, value: scope, url: origin }]);
  const paths = typeof path === 'string' ? [path] : path;
  const asked: Record<string, number> = {};
  const hide = async (missing: boolean) => {
    for (const each of paths) {
      const response = await page.request.post('/admin/v1/test-hooks/missing', { headers: { Origin: origin }, data: { path: each, missing, scope } });
      expect(response.status()).toBe(200);
      asked[each] = ((await response.json()) as { asked: number }).asked;
    }
  };
  await hide(true);
  try {
    return { value: await block(), asked };
  } finally {
    await hide(false);
    if (scope) await page.context().clearCookies({ name: E2E_SCOPE_COOKIE });
  }
}
