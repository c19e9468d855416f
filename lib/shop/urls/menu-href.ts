import type { MenuItem } from '@/lib/contract/schemas/menu';
import { categoryPath, textPagePath } from '@/lib/shop/urls/shop-paths';

/** Where a menu entry leads, by its type (docs/rules.md#screens): category page, text page or the blog list. */
export function menuHref(url: MenuItem['url'], lang: string): string {
  switch (url.type) {
    case 'category':
      return categoryPath(url.url);
    case 'text-page':
      return textPagePath(lang, url.url);
    case 'blog-list':
      return '/blog';
  }
}

/** The menu's colours as custom properties for inline style; the data decides them, not the stylesheet. */
export function menuColors(item: Pick<MenuItem, 'color' | 'bg_color'>): Record<string, string> {
  const style: Record<string, string> = {};
  if (item.color) style['--line-color'] = item.color;
  if (item.bg_color) style['--line-bg'] = item.bg_color;
  return style;
}
