import type { Browser, Page } from '@playwright/test';

/** Opens `path` in a new context with JavaScript off: the server's HTML alone, as a crawler or a no-script visitor gets it. */
export async function openWithoutJavaScript(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
