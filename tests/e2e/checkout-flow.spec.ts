import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, hasHorizontalScroll } from './support/axe';
import { acceptTerms, billingRegion, continueToStep, fillBilling, FINALIZE, pickPacketaPoint } from './support/checkout-steps';
import { addToCartByApi, signInFreshCustomer } from './support/fresh-customer';
import { openFirstOrder } from './support/orders';

/**
 * Issue 19.1: the checkout forgets nothing (steps in the browser history, reload keeps the step and
 * what was typed, for this basket and customer only), field errors follow the fields, pickup points
 * hide the delivery address, and the phone layout keeps the note and the finalize button in reach.
 */

const PRODUCT_SLUG = 'ip-kamera-hikvision-ds-2cd2043g2-i-28';
const REQUIRED = 'Toto pole je povinné.';
const DRAFT_KEY = 'securitech:checkout-draft';

const main = (page: Page) => page.getByRole('main');
const side = (page: Page) => page.getByRole('complementary', { name: 'Vaša objednávka' });
const deliveryRegion = (page: Page) => page.getByRole('region', { name: 'Dodacia adresa' });
const sameAddress = (page: Page) => page.getByRole('checkbox', { name: 'Fakturačná adresa je zhodná s dodacou' });
const note = (page: Page) => page.getByLabel('Poznámka k objednávke');
const stepHeading = (page: Page, step: number) => page.getByRole('heading', { level: 1, name: new RegExp(`^Krok ${step} z 3`) });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Oznámenia' }).getByText(text);
const isPhone = (info: TestInfo) => info.project.name.startsWith('mobile');
const storedDraft = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);

/** A fresh company per test and project, signed in (the page shares the request context's cookies), with one product in its cart. */
async function freshCustomerWithCart(page: Page, info: TestInfo) {
  const email = await signInFreshCustomer(page, info, 'flow');
  await addToCartByApi(page, info, PRODUCT_SLUG);
  return email;
}

test.describe('checkout flow', () => {
  test('the steps are browser history; a reload keeps the step and everything typed; the order clears it', async ({ page }, info) => {
    test.setTimeout(90_000);
    await freshCustomerWithCart(page, info);
    await page.goto('/cart');
    await page.goto('/checkout');
    await expect(stepHeading(page, 1)).toBeVisible();
    await fillBilling(page);
    await sameAddress(page).uncheck();
    await deliveryRegion(page).getByLabel('Ulica a číslo').fill('Skladová 9');
    await deliveryRegion(page).getByLabel('Mesto').fill('Martin');
    await continueToStep(page, 2);

    // the note is written where the step is: under the payments on a phone, beside them on a wide screen
    await expect((isPhone(info) ? main(page) : side(page)).getByLabel('Poznámka k objednávke')).toBeEnabled();
    await page.getByRole('radio', { name: /Dobierka/ }).check();
    await note(page).fill('Volať pred doručením');
    await expectNoSeriousA11yViolations(page);

    // a reload keeps step 2 and the choices
    await page.reload();
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Dobierka/ })).toBeChecked();
    await expect(note(page)).toHaveValue('Volať pred doručením');

    // Back returns to step 1 (not out of the checkout) with everything typed; Forward to step 2
    await page.goBack();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(billingRegion(page).getByLabel('Meno')).toHaveValue('Eva');
    await expect(sameAddress(page)).not.toBeChecked();
    await expect(deliveryRegion(page).getByLabel('Ulica a číslo')).toHaveValue('Skladová 9');
    await page.goForward();
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Dobierka/ })).toBeChecked();

    // step 3 survives a reload too; the consents are given afresh, never restored
    await continueToStep(page, 3);
    await page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ }).check();
    await page.reload();
    await expect(stepHeading(page, 3)).toBeVisible();
    await expect(main(page).getByText('Skladová 9')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Volať pred doručením' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Dobierka' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /všeobecnými obchodnými podmienkami/ })).not.toBeChecked();

    // on a phone the finalize button is one line (the large size would wrap it)
    const finalize = page.getByRole('button', { name: FINALIZE });
    const box = await finalize.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(57);
    expect(await finalize.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // Back twice: step 2, step 1; once more leaves the checkout
    await page.goBack();
    await expect(stepHeading(page, 2)).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 1)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goForward();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(billingRegion(page).getByLabel('Meno')).toHaveValue('Eva');

    // the placed order carries the restored data, and the tab forgets it
    await continueToStep(page, 2);
    await continueToStep(page, 3);
    await acceptTerms(page);
    await finalize.click();
    await expect(toast(page, 'Objednávka bola úspešne odoslaná.')).toBeVisible();
    await expect(page).toHaveURL(/\/objednavka\/\d+$/);
    expect(await storedDraft(page)).toBeNull();
    await openFirstOrder(page);
    await expect(main(page).getByText('Skladová 9')).toBeVisible();
    await expect(main(page).getByText('Dobierka (1,50')).toBeVisible();
  });

  test('a field error goes as the field is filled and comes back when it is emptied; Forward into step 2 needs step 1 complete', async ({ page }, info) => {
    await freshCustomerWithCart(page, info);
    await page.goto('/checkout');
    await expect(stepHeading(page, 1)).toBeVisible();
    const errors = main(page).getByText(REQUIRED);
    await main(page).getByRole('button', { name: 'Pokračovať' }).click();
    await expect(toast(page, 'Formulár nie je vyplnený správne.')).toBeVisible();
    await expect(errors).toHaveCount(6);

    const firstName = billingRegion(page).getByLabel('Meno');
    await firstName.pressSequentially('Eva');
    await expect(errors).toHaveCount(5);
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await billingRegion(page).getByLabel('Priezvisko').fill('Nováková');
    await billingRegion(page).getByLabel('Priezvisko').blur();
    await expect(errors).toHaveCount(4);
    await firstName.fill('');
    await expect(errors).toHaveCount(5);
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await fillBilling(page);
    await expect(errors).toHaveCount(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await continueToStep(page, 2);

    // back on step 1 the customer empties a field; Forward cannot skip it
    await page.goBack();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(firstName).toHaveValue('Eva');
    await firstName.fill('');
    await expect(errors).toHaveCount(1);
    await firstName.blur();
    await page.goForward();
    // sent back to the field to fill
    await expect(firstName).toBeFocused();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(errors).toHaveCount(1);
    await expect(page).toHaveURL(/\/checkout$/);
    await firstName.fill('Eva');
    await expect(errors).toHaveCount(0);
    await continueToStep(page, 2);
  });

  test('a pickup point (a store or Packeta) hides the delivery address; courier delivery brings it back as typed', async ({ page }, info) => {
    test.setTimeout(60_000);
    await freshCustomerWithCart(page, info);
    await page.goto('/checkout');
    await fillBilling(page);
    await sameAddress(page).uncheck();
    await deliveryRegion(page).getByLabel('Ulica a číslo').fill('Skladová 9');

    await page.getByRole('radio', { name: /Zásielkovňa/ }).check();
    await expect(deliveryRegion(page)).toHaveCount(0);
    await expect(sameAddress(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('radio', { name: 'Osobný odber' }).check();
    await expect(deliveryRegion(page)).toHaveCount(0);
    await expect(sameAddress(page)).toHaveCount(0);

    await page.getByRole('radio', { name: 'Doručenie' }).check();
    await page.getByRole('radio', { name: /Kuriér SPS/ }).check();
    await expect(deliveryRegion(page).getByLabel('Ulica a číslo')).toHaveValue('Skladová 9');

    // a Packeta order neither shows nor sends the typed address
    await pickPacketaPoint(page);
    await page.reload();
    await expect(page.getByText('Výdajné miesto: Z-BOX Nitra, Štefánikova')).toBeVisible();
    await expect(deliveryRegion(page)).toHaveCount(0);
    await continueToStep(page, 2);
    await continueToStep(page, 3);
    await expect(main(page).getByText(/Z-BOX Nitra, Štefánikova/)).toBeVisible();
    await expect(main(page).getByText('Skladová 9')).toHaveCount(0);
  });

  test('what one customer typed is gone after sign-out and never shown to the next customer in the same tab', async ({ page }, info) => {
    test.setTimeout(60_000);
    await freshCustomerWithCart(page, info);
    await page.goto('/checkout');
    await fillBilling(page, 'Prvá');
    await continueToStep(page, 2);
    await note(page).fill('Tajná poznámka');
    await expect.poll(() => storedDraft(page)).toContain('Tajná poznámka');

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    expect(await storedDraft(page)).toBeNull();

    await freshCustomerWithCart(page, info);
    await page.goto('/checkout');
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(billingRegion(page).getByLabel('Meno')).not.toHaveValue('Prvá');
    await fillBilling(page, 'Druhá');
    await continueToStep(page, 2);
    await expect(note(page)).toHaveValue('');
  });
});
