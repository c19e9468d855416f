import { expect, test, type Page } from '@playwright/test';
import { htmlProblems } from './support/html-validate';
import { signInAsDemo } from './support/login';

// The HTML a page is sent with is the same at every width: one project checks it.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the served HTML does not depend on the viewport');

const PUBLIC_PAGES = [
  '/',
  '/category/cctv',
  '/product/ip-kamera-hikvision-ds-2cd2043g2-i-28',
  '/search-product/kamera',
  '/blog',
  '/blog/sk/ako-vybrat-ip-kameru-pre-rodinny-dom',
  '/page/sk/o-nas',
  '/login',
  '/register',
  '/reset-password',
  '/cart',
  '/checkout',
  '/tato-stranka-neexistuje',
];

const ACCOUNT_PAGES = ['/account', '/account/wishlist', '/account/orders', '/account/invoices', '/account/addresses', '/account/details'];

/**
 * Puts each streamed Suspense segment where React's inline scripts ($RC, $RS) put it. A boundary that
 * resolves after the shell went out arrives as `<div hidden id="S:n">` at the end of the body; where it
 * stays or moves depends on how fast the backend answered (the proxied mode streamed the account lists,
 * the embedded one had them in the shell), so the document is checked as React composes it.
 */
function composeStreamedSegments() {
  for (const segment of Array.from(document.querySelectorAll<HTMLElement>('div[hidden][id^="S:"]'))) {
    const n = segment.id.slice(2);
    const slot = document.getElementById(`P:${n}`);
    if (slot?.parentNode) {
      while (segment.firstChild) slot.parentNode.insertBefore(segment.firstChild, slot);
      slot.remove();
    } else {
      const placeholder = document.getElementById(`B:${n}`);
      const start = placeholder?.previousSibling;
      const parent = placeholder?.parentNode;
      if (!placeholder || !parent || !start || start.nodeType !== Node.COMMENT_NODE) continue;
      // drop the fallback up to the boundary's own end comment, nested boundaries included
      let node = start.nextSibling;
      let depth = 0;
      while (node) {
        const next: ChildNode | null = node.nextSibling;
        if (node.nodeType === Node.COMMENT_NODE) {
          const data = (node as Comment).data;
          if (data === '/$') {
            if (depth === 0) break;
            depth -= 1;
          } else if (data === '$' || data === '$?' || data === '$!') depth += 1;
        }
        node.remove();
        node = next;
      }
      while (segment.firstChild) parent.insertBefore(segment.firstChild, node);
      (start as Comment).data = '$';
    }
    segment.remove();
  }
}

/**
 * Every page's html-validate errors as readable lines, so one failure lists all of them: the HTML the
 * server sent (read with scripts off, so no client rendering changes it), its streamed parts in place.
 */
async function problemsOf(page: Page, paths: readonly string[]): Promise<string[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const reader = await context.newPage();
  const lines: string[] = [];
  try {
    for (const path of paths) {
      const response = await reader.goto(path, { waitUntil: 'load' });
      // a guest's /checkout may send the browser on: the page it lands on is checked in its own right
      if (new URL(reader.url()).pathname !== path && response?.request().redirectedFrom()) continue;
      await reader.evaluate(composeStreamedSegments);
      for (const p of await htmlProblems(await reader.content())) lines.push(`${path}: ${p.rule}: ${p.message} (${p.selector ?? '-'})`);
    }
  } finally {
    await context.close();
  }
  return lines;
}

test.describe('html-validate (recommended rules, React serialisation aside)', () => {
  test('the public pages a guest is sent are valid HTML', async ({ page }) => {
    const problems = await problemsOf(page, PUBLIC_PAGES);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  // Two tests, not one: the nine signed-in pages together took 23 of a test's 30 s alone and ran out
  // of time under the full suite's load.
  test("a signed-in customer's account pages are valid HTML", async ({ page }) => {
    await signInAsDemo(page);
    const problems = await problemsOf(page, ACCOUNT_PAGES);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test("a signed-in customer's order, its confirmation and the cart are valid HTML", async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/account/orders');
    const detail = await page.getByRole('main').locator('a[href^="/account/orderdetail/"]').first().getAttribute('href');
    const confirmation = await page.getByRole('main').locator('a[href^="/objednavka/"]').first().getAttribute('href');
    const problems = await problemsOf(page, [detail!, confirmation!, '/cart']);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
