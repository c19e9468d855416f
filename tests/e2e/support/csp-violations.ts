import type { Page } from '@playwright/test';

/**
 * Collects what Chromium's console reports about `page` breaking its Content-Security-Policy
 * ("Executing inline script violates the following Content Security Policy directive …", one error
 * per blocked script, style, image, frame or request), from now on, across navigations.
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}
