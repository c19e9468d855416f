import { expect, test, type Page } from '@playwright/test';
import { signInFreshCustomer } from './support/fresh-customer';

// A NUL or a bidi override pasted along with real text (lib/contract/schemas/text-characters.ts) is said in
// Slovak where it was typed; it never becomes a 500 from the backend.
const MESSAGE = 'Pole obsahuje nepovolené neviditeľné znaky (riadiace znaky alebo znaky meniace smer textu). Odstráňte ich, prosím.';
const CODE_MESSAGE = 'Kód obsahuje nepovolené neviditeľné znaky (riadiace znaky alebo znaky meniace smer textu).';

/** Statuses of the backend calls the page makes, to show none of them failed on the server. */
function serverFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/admin/v1/') && response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

test.describe('bad characters in what a customer types', () => {
  test('an address with a control or bidi-override character is not found, not an error', async ({ page }) => {
    const failures = serverFailures(page);
    for (const path of ['/product/kamera%E2%80%AEx', '/category/cctv%00', '/blog/sk/clanok%E2%81%A6']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    expect(failures).toEqual([]);
  });

  test('a quick order pasted with a NUL and a bidi override marks those lines and checks the rest', async ({ page }, info) => {
    test.slow(); // a registration and a sign-in (two password hashes) first
    await signInFreshCustomer(page, info, 'chars');
    const failures = serverFailures(page);
    await page.goto('/rychla-objednavka');
    await page.getByLabel('Kódy a množstvá').fill(['SP4000 1', 'CA-10\u0000-P 2', 'SP\u202e4000 3'].join('\n'));
    await page.getByRole('button', { name: 'Skontrolovať' }).click();
    const results = page.getByRole('region', { name: 'Výsledok kontroly' });
    await expect(results.getByRole('status')).toHaveText('1 riadok pripravený, 2 chybné riadky');
    for (const line of [2, 3])
      await expect(
        results
          .getByRole('row')
          .filter({ hasText: `Riadok ${line}` })
          .getByText(CODE_MESSAGE),
      ).toBeVisible();
    expect(failures).toEqual([]);
  });

  test("the personal details say which name holds such a character, from the form's check and from the backend's 400", async ({ page }, info) => {
    test.slow();
    await signInFreshCustomer(page, info, 'chars');
    const failures = serverFailures(page);
    await page.goto('/account/details');
    const personal = page.locator('form').filter({ has: page.getByRole('button', { name: 'Uložiť údaje' }) });
    await personal.getByLabel('Meno', { exact: true }).fill('Ján\u202e');
    await personal.getByLabel('Priezvisko').fill('Novák\u0000');
    await personal.getByLabel('Zobrazované meno').fill('Ján z montáží');
    await personal.getByRole('button', { name: 'Uložiť údaje' }).click();
    await expect(personal.getByLabel('Meno', { exact: true })).toHaveAccessibleDescription(MESSAGE);
    await expect(personal.getByLabel('Priezvisko')).toHaveAccessibleDescription(MESSAGE);
    await expect(personal.getByLabel('Zobrazované meno')).not.toHaveAccessibleDescription(MESSAGE);

    // a call that skips the form's check (the NUL put into the body on its way) gets the backend's 400, which the form shows alike
    await page.route('**/admin/v1/x/customer/profile', (route) => {
      const body = route.request().postData();
      if (route.request().method() !== 'PATCH' || !body) return route.continue();
      return route.continue({ postData: JSON.stringify({ ...(JSON.parse(body) as object), firstName: 'Ján\u0000' }) });
    });
    await personal.getByLabel('Meno', { exact: true }).fill('Ján');
    await personal.getByLabel('Priezvisko').fill('Novák');
    const refused = page.waitForResponse((response) => response.url().endsWith('/admin/v1/x/customer/profile') && response.request().method() === 'PATCH');
    await personal.getByRole('button', { name: 'Uložiť údaje' }).click();
    expect((await refused).status()).toBe(400);
    await expect(personal.getByLabel('Meno', { exact: true })).toHaveAccessibleDescription(MESSAGE);
    await expect(personal.getByLabel('Priezvisko')).not.toHaveAccessibleDescription(MESSAGE);
    expect(failures).toEqual([]);
  });
});
