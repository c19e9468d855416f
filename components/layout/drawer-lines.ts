import type { MenuItem } from '@/lib/api/schemas/menu';
import { menuColors, menuHref } from './menu-href';

/** A link of the drawer: its label, where it leads, and the links below it (the drawer shows two levels under a line). */
export interface DrawerLink {
  label: string;
  href: string;
  children?: DrawerLink[];
}

/** A product line of the drawer, with its colours. */
export interface DrawerLineData extends DrawerLink {
  style: Record<string, string>;
}

/**
 * What the drawer (a client component) needs of the menu, built on the server: every page's
 * inline payload carries it, and the whole menu (ids, descriptions, URL types, a fourth level the
 * drawer never shows) was the largest prop of every page.
 */
export function drawerLines(menu: MenuItem[], lang: string): DrawerLineData[] {
  return menu.map((item) => ({
    label: item.label,
    href: menuHref(item.url, lang),
    style: menuColors(item),
    children: item.children.map((child) => ({
      label: child.label,
      href: menuHref(child.url, lang),
      // an empty list is left out: most categories have none, and every page carries this
      ...(child.children.length > 0 && { children: child.children.map((sub) => ({ label: sub.label, href: menuHref(sub.url, lang) })) }),
    })),
  }));
}
