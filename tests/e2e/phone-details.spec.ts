import { expect, test, type FileChooser, type Page, type TestInfo } from '@playwright/test';
import { hasHorizontalScroll } from './support/axe';
import { signInFreshCustomer } from './support/fresh-customer';

/**
 * The product page's tabs stay one row and its breadcrumb is never cut off, at 390 and 1280 px; the
 * quick order's file button is the shop's own, in Slovak (docs/rules.md#screens).
 */
const PRODUCT = '/product/ip-kamera-hikvision-ds-2cd2043g2-i-28';
const isPhone = (info: TestInfo) => info.project.name.startsWith('mobile');

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png` });
}

/** Each element's box (viewport px) for the locator's matches. */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, right: box.right, height: box.height };
    }),
  );

test('the product tabs are one row, scrolling sideways on a phone, and the arrow keys reach every tab', async ({ page }, info) => {
  await signInFreshCustomer(page, info, 'tabs');
  await page.goto(PRODUCT);
  const tablist = page.getByRole('tablist', { name: /./ });
  const tabs = tablist.getByRole('tab');
  // a customer sees every tab: description, parameters, attachments, manufacturer, question
  await expect(tabs).toHaveCount(5);
  await tablist.scrollIntoViewIfNeeded();
  await shot(page, info, 'product-tabs');

  const row = await boxes(page, '[role="tablist"] [role="tab"]');
  expect(new Set(row.map((tab) => tab.top)).size).toBe(1);
  const list = await tablist.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  // one tab high (44 px and its accent)
  expect(list.height).toBeLessThan(row[0]!.height * 1.5);
  // the phone's row scrolls sideways only: nothing hidden below it
  if (isPhone(info)) expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight + 1);
  expect(await hasHorizontalScroll(page)).toBe(false);

  // End selects the last tab and brings it into view inside the row
  // the tabs take focus once the page has hydrated (disabled until then)
  await expect(tabs.first()).toBeEnabled();
  await tabs.first().focus();
  await page.keyboard.press('End');
  const last = tabs.last();
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  const [listBox, lastBox] = [await tablist.boundingBox(), await last.boundingBox()];
  expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(listBox!.x + listBox!.width + 1);
  expect(lastBox!.x).toBeGreaterThanOrEqual(listBox!.x - 1);
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Popis' })).toBeVisible();
  if (isPhone(info)) expect(await tablist.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});

test('the breadcrumb shows every step whole, wrapping on a phone instead of being cut off', async ({ page }, info) => {
  await page.goto(PRODUCT);
  const trail = page.getByRole('navigation', { name: 'Navigačná cesta' });
  await expect(trail.getByRole('link', { name: 'Domov' })).toBeVisible();
  await shot(page, info, 'product-top');
  const links = trail.getByRole('link');
  // home, the product line and its categories down to the product's
  expect(await links.count()).toBeGreaterThanOrEqual(4);
  const width = page.viewportSize()!.width;
  for (const box of await boxes(page, 'nav[aria-label="Navigačná cesta"] a')) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  // nothing scrolled out of sight or clipped inside the trail
  const list = await trail.locator('ol').evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  if (isPhone(info)) await expect(trail.getByText('IP kamera bullet 4 Mpx, 2,8 mm, IR 40 m')).toBeHidden();
});

test("the quick order's file button is in Slovak and works from the keyboard", async ({ page }, info) => {
  await signInFreshCustomer(page, info, 'file');
  // Playwright asks Chromium to hand it file choosers only once something listens, and that request travels
  // apart from key presses: a Space pressed right after subscribing could open a chooser nobody intercepts.
  // One listener for the whole test keeps the interception on from before the page is used.
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await page.goto('/rychla-objednavka');
  const input = page.getByLabel('Alebo nahrajte súbor CSV');
  const button = page.locator('label').filter({ hasText: 'Vybrať súbor' });
  await expect(button).toBeVisible();
  await expect(page.getByText('Nie je vybraný žiadny súbor')).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  await shot(page, info, 'quick-order-file');
  // the browser's own button ("Choose File") is not seen: the input is hidden visually, the label is the button
  const inputBox = await input.boundingBox();
  expect(inputBox!.width).toBeLessThanOrEqual(1);
  const buttonBox = await button.boundingBox();
  expect(buttonBox!.height).toBeGreaterThanOrEqual(44);

  // Tab from the text area's hint reaches the input; Space opens the file chooser
  await page.getByLabel('Kódy a množstvá').focus();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await expect(button).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Space');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0]!.setFiles({ name: 'ponuka.csv', mimeType: 'text/csv', buffer: Buffer.from('NEEXISTUJE-XYZ-123;1\n') });
  await expect(page.getByText('ponuka.csv')).toBeVisible();
  await expect(input).toHaveAccessibleDescription(/^ponuka\.csv/);

  // a pointer opens it through the label
  await button.click();
  await expect.poll(() => choosers.length).toBe(2);
  expect(choosers[1]!.isMultiple()).toBe(false);
});
