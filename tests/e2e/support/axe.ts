import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Lets finite CSS animations end first: a toast fading in is half transparent for 180 ms, and axe
 * would measure the contrast of that passing frame. Endless ones (spinners, skeletons) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    const ends = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // a long one (a toast's 5 s countdown) or one paused under the pointer must not hold the check up
    return Promise.race([Promise.all(ends), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

/** Fails the test on any serious or critical axe violation of the page once its animations settled. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/** True when the page is wider than the viewport (horizontal scroll). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
