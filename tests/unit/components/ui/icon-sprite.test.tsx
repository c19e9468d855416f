/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '@/components/ui/icon';
import { ICON_PATHS } from '@/components/ui/icon-paths';
import { iconSprite } from '../../../../scripts/lib/icon-sprite';

describe('icon sprite', () => {
  it('public/icons.svg holds every drawing as it is now (run `npm run icons` after changing one)', () => {
    expect(fs.readFileSync('public/icons.svg', 'utf8')).toBe(iconSprite());
  });

  it('has a symbol for each icon name an Icon can refer to', () => {
    const sprite = fs.readFileSync('public/icons.svg', 'utf8');
    for (const name of Object.keys(ICON_PATHS)) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });

  it('an Icon refers to its symbol, decorative unless labelled', () => {
    expect(renderToStaticMarkup(<Icon name="cart" size={18} />)).toBe(
      '<svg width="18" height="18" viewBox="0 0 24 24" class="icon" aria-hidden="true"><use href="/icons.svg#cart"></use></svg>',
    );
    expect(renderToStaticMarkup(<Icon name="heart" label="Obľúbené" />)).toContain('role="img" aria-label="Obľúbené"');
  });

  it("the wishlist outline's CSS heart is the sprite's heart (a copy: a CSS mask cannot refer to a symbol)", () => {
    const scss = fs.readFileSync('components/cart/_wishlist-outline.scss', 'utf8');
    const drawn = /d='([^']+)'/.exec(scss)?.[1];
    expect(renderToStaticMarkup(ICON_PATHS.heart)).toBe(`<path d="${drawn}"></path>`);
  });
});
