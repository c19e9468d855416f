import { expect, type Page } from '@playwright/test';
import { TEST_BILLING } from '../../support/test-customer';

/** The finalize button of checkout step 3. */
export const FINALIZE = 'Objednávka s povinnosťou platby';

/** The billing block of checkout step 1. */
export const billingRegion = (page: Page) => page.getByRole('region', { name: 'Fakturačné údaje' });

/** Fills every required billing field of step 1 with a valid Slovak address. */
export async function fillBilling(page: Page, firstName = TEST_BILLING.firstName): Promise<void> {
  const billing = billingRegion(page);
  await billing.getByLabel('Meno').fill(firstName);
  await billing.getByLabel('Priezvisko').fill(TEST_BILLING.lastName);
  await billing.getByLabel('Ulica a číslo').fill(TEST_BILLING.street);
  await billing.getByLabel('Mesto').fill(TEST_BILLING.city);
  await billing.getByLabel('PSČ').fill(TEST_BILLING.zip);
  await billing.getByLabel('Telefón').fill(TEST_BILLING.phone);
}

/** Chooses Packeta and picks the Z-BOX in Nitra in its widget; waits until step 1 names the point. */
export async function pickPacketaPoint(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Zásielkovňa/ }).check();
  await page.getByRole('button', { name: 'Vybrať výdajné miesto' }).click();
  await page
    .getByRole('dialog', { name: 'Výber výdajného miesta Zásielkovne' })
    .getByRole('button', { name: /Z-BOX Nitra, Štefánikova/ })
    .click();
  await expect(page.getByText('Výdajné miesto: Z-BOX Nitra, Štefánikova')).toBeVisible();
}

/** Presses "Pokračovať" and waits until the checkout shows `step`. */
export async function continueToStep(page: Page, step: number): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Pokračovať' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Krok ${step} z 3`) })).toBeVisible();
}

/** Ticks the two consents of checkout step 3. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ }).check();
  await page.getByRole('checkbox', { name: /spracovaním osobných údajov/ }).check();
}
