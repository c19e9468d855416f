import type { Page } from '@playwright/test';

/**
 * Holds the script chunks that contain `marker` until `release()`: the page around them comes to
 * life while that part of it stays as the server drew it, as on a slow phone. `held()` says how
 * many chunks are waiting (wait for it before acting "before hydration").
 */
export async function holdCode(page: Page, marker: string): Promise<{ held: () => number; release: () => Promise<void> }> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let held = 0;
  await page.route('**/_next/static/chunks/*.js*', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      held += 1;
      await opened;
    }
    await route.fulfill({ response, body });
  });
  return {
    held: () => held,
    release: async () => {
      open();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

/** A marker only the listing's controls' chunk carries (its form's message key). */
export const LISTING_CODE = 'controlsLabel';
