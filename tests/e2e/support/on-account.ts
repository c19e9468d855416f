import { expect, type Page, type TestInfo } from '@playwright/test';
import type { DemoCompanyTerms } from '../../../lib/backend/seed/demo-companies';
import { acceptTerms, continueToStep, FINALIZE, fillBilling } from './checkout-steps';
import { originOf } from './fresh-customer';
import { shot } from './shot';

/** The on-account payment's name for `days`-day terms (docs/decisions/058-trade-terms.md). */
export const onAccountName = (days: number) => `Na faktúru so splatnosťou ${days} dní`;

/** Slovak money as the shop prints it, its no-break spaces read as spaces. */
export const skMoney = (amount: number) =>
  new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount).replace(/\u00a0/g, ' ') + ' €';
/** A page's text with its no-break spaces read as spaces. */
export const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The account's "Nákup na faktúru" panel (dashboard and invoices page). */
export const balancePanel = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Nákup na faktúru' });

/** One figure of the balance panel by its label ("Splatnosť faktúr", "Zostáva z limitu", …). */
export const balanceFact = (page: Page, label: string) =>
  balancePanel(page)
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** Gives the company payment terms and a credit limit in euros, and a price list if named, as an operator would (the e2e hook). */
export async function setTerms(page: Page, info: TestInfo, email: string, days: number | null, limit: number | null, list?: string) {
  const answer = await page.request.post('/admin/v1/test-hooks/customer/terms', { headers: { Origin: originOf(info) }, data: { email, days, limit, list } });
  expect(answer.status()).toBe(200);
}

/** Puts the company on a demo company's price list and terms (lib/backend/seed/demo-companies.ts). */
export async function setDemoTerms(page: Page, info: TestInfo, email: string, terms: DemoCompanyTerms) {
  const limit = terms.creditLimitCents === null ? null : terms.creditLimitCents / 100;
  await setTerms(page, info, email, terms.termsDays, limit, terms.priceList);
}

/** Through the checkout's screens to the summary with the on-account payment of `days`-day terms chosen; shot `shotName` at step 2. */
export async function summaryOnAccount(page: Page, info: TestInfo, days = 30, shotName = 'on-account-checkout') {
  await page.goto('/checkout');
  await fillBilling(page);
  await continueToStep(page, 2);
  const account = page.getByRole('radio', { name: new RegExp(onAccountName(days)) });
  await expect(account).toBeVisible();
  await account.check();
  await expect(account).toBeChecked();
  await shot(page, info, shotName);
  await continueToStep(page, 3);
  await expect(page.getByRole('main').getByText(onAccountName(days))).toBeVisible();
  await acceptTerms(page);
}

/** Presses the finalize button and waits for the placing call's answer (it follows six other calls), expecting `status`. */
export async function placeAndWait(page: Page, status: number) {
  const answer = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/admin/v1/cart/order/sk');
  await page.getByRole('button', { name: FINALIZE }).click();
  expect((await answer).status()).toBe(status);
}
