import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_PATHS } from '../../components/ui/icon-paths';

/**
 * The icon sprite served as public/icons.svg: one <symbol> per drawing of ICON_PATHS (which
 * includes the basic ones), named as the icon. Pages refer to a symbol (SvgIcon) instead of
 * carrying the drawing: each was written twice into a page (markup and inline payload), some
 * seventy icons a page.
 */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_PATHS).map(([name, drawing]) => `<symbol id="${name}" viewBox="0 0 24 24">${renderToStaticMarkup(drawing)}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
