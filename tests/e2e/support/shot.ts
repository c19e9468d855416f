import type { Page, TestInfo } from '@playwright/test';

/** A full-page screenshot for the acceptance, named by the viewport's project, when E2E_SHOTS_DIR is set. */
export async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}
