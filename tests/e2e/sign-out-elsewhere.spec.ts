import { expect, test, type Page } from '@playwright/test';
import { originOf, signInFreshCustomer } from './support/fresh-customer';

// Issue 43 item 9: another site cannot sign a customer out. The foreign pages are answered by
// page.route (nothing listens at their addresses); the requests they make to the shop are real.

/** A page of another site: a link there is a top-level navigation, which carries the SameSite=Lax session cookie. */
const ELSEWHERE = 'http://elsewhere.test';

const stillSignedIn = async (page: Page) => (await page.request.get('/admin/v1/sign/user')).status() === 200;

async function openForeignPage(page: Page, origin: string, body: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><title>Iná stránka</title>${body}` }),
  );
  await page.goto(`${origin}/`);
}

test('a link on another site to the sign-out call signs nobody out; to /logout it asks first, and signs out on confirm', async ({ page }, info) => {
  await signInFreshCustomer(page, info, 'link-sign-out');
  const shop = originOf(info);
  const links = `<a href="${shop}/admin/v1/sign/out/">volanie</a> <a href="${shop}/logout">odhlásenie</a>`;

  await openForeignPage(page, ELSEWHERE, links);
  const [call] = await Promise.all([page.waitForResponse(`${shop}/admin/v1/sign/out/`), page.getByRole('link', { name: 'volanie' }).click()]);
  expect(call.status()).toBe(403);
  expect(await stillSignedIn(page)).toBe(true);

  await openForeignPage(page, ELSEWHERE, links);
  await page.getByRole('link', { name: 'odhlásenie' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Odhlásenie' })).toBeVisible();
  await expect(main.getByText('Odkaz na odhlásenie ste otvorili z inej stránky. Naozaj sa chcete odhlásiť?')).toBeVisible();
  const confirm = main.getByRole('button', { name: 'Odhlásiť sa' });
  await expect(confirm).toBeVisible();
  await expect(main.getByRole('link', { name: 'Späť do obchodu' })).toBeVisible();
  expect(await stillSignedIn(page)).toBe(true);
  await page.screenshot({ path: `test-results/logout-ask-${info.project.name}.png`, fullPage: true });

  await confirm.click();
  await expect(page.getByRole('region', { name: 'Oznámenia' }).getByText('Odhlásenie prebehlo úspešne.')).toBeVisible();
  await expect(page).toHaveURL(`${shop}/`);
  expect(await stillSignedIn(page)).toBe(false);
});

test('/logout opened from another site keeps the session when the customer goes back to the shop', async ({ page }, info) => {
  await signInFreshCustomer(page, info, 'stay-signed-in');
  await openForeignPage(page, ELSEWHERE, `<a href="${originOf(info)}/logout">odhlásenie</a>`);
  await page.getByRole('link', { name: 'odhlásenie' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Späť do obchodu' }).click();
  await expect(page).toHaveURL(`${originOf(info)}/`);
  expect(await stillSignedIn(page)).toBe(true);
});
