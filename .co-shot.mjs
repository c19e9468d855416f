import { chromium } from 'playwright-core';
const base = process.env.BASE || 'http://localhost:3610';
const width = Number(process.env.W || 1280);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
await page.goto(base + '/login');
const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Prihlásiť sa' }) });
await form.getByLabel('E-mail').fill('demo@securitech.sk');
await form.getByLabel('Heslo', { exact: true }).fill('Demo1234!');
await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
await page.waitForURL((u) => u.pathname !== '/login', { timeout: 60000 });
const r = await page.evaluate(async () => {
  const res = await fetch('/admin/v1/basket/add', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ basket: null, product: 5, quantity: 2 }) });
  return res.status;
});
console.log('add', r);
const shot = async (name) => { await page.screenshot({ path: `/tmp/co-shots/${name}-${width}.png`, fullPage: true }); console.log('shot', name); };
for (const path of (process.env.PAGES || '').split(',').filter(Boolean)) {
  await page.goto(base + path, { timeout: 120000 });
  await page.waitForTimeout(1500);
  await shot(path.replaceAll('/', '_'));
}
if (process.env.CHECKOUT) {
  await page.goto(base + '/checkout', { timeout: 120000 });
  await page.getByRole('heading', { name: /Krok 1 z 3/ }).waitFor({ timeout: 60000 });
  await page.waitForTimeout(1000);
  await shot('step1');
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await page.getByRole('heading', { name: /Krok 2 z 3/ }).waitFor();
  await shot('step2');
  await page.getByRole('button', { name: 'Pokračovať' }).click();
  await page.getByRole('heading', { name: /Krok 3 z 3/ }).waitFor();
  await shot('step3');
}
await browser.close();
