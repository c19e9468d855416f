import { expect, type Page } from '@playwright/test';

/** The seeded demo customer. Never change its password in a spec: other specs sign in with it. */
export const DEMO_CUSTOMER = {
  email: 'demo@securitech.sk',
  password: 'Demo1234!',
  company: 'Alarm Servis Slovakia s.r.o.',
} as const;

/** Signs in through the login form and waits until the form has sent the browser on (home unless `next`). */
export async function signIn(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prihlásiť sa' }) });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Heslo', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Môj účet' })).toBeVisible();
}

/** Signs in as the demo customer (demo@securitech.sk) with the login form. */
export async function signInAsDemo(page: Page) {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
}
