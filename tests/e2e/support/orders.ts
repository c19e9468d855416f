import type { Page } from '@playwright/test';

/** Opens the detail of the first order /account/orders lists (the newest; a fresh customer's only one). */
export async function openFirstOrder(page: Page): Promise<void> {
  await page.goto('/account/orders');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Zobraziť objednávku č\. \d+$/ })
    .first()
    .click();
}
