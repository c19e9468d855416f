import { expect, type Page } from '@playwright/test';

/** Visits `path` and expects the shop's not-found page: status 404, its heading, and noindex for search engines. */
export async function expectNotFoundPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Stránka sa nenašla');
  await expect(page.locator('meta[name="robots"]').first(), path).toHaveAttribute('content', /noindex/);
}
