import { expect, type Page } from '@playwright/test';

/** The billing block of checkout step 1. */
export const billingRegion = (page: Page) => page.getByRole('region', { name: 'Fakturačné údaje' });

/** Fills every required billing field of step 1 with a valid Slovak address. */
export async function fillBilling(page: Page, firstName = 'Eva'): Promise<void> {
  const billing = billingRegion(page);
  await billing.getByLabel('Meno').fill(firstName);
  await billing.getByLabel('Priezvisko').fill('Nováková');
  await billing.getByLabel('Ulica a číslo').fill('Hlavná 5');
  await billing.getByLabel('Mesto').fill('Žilina');
  await billing.getByLabel('PSČ').fill('010 01');
  await billing.getByLabel('Telefón').fill('+421 900 111 222');
}

/** Presses "Pokračovať" and waits until the checkout shows `step`. */
export async function continueToStep(page: Page, step: number): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Krok ${step} z 3`) })).toBeVisible();
}
