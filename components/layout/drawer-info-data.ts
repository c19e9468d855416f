import { textPagePath } from '@/lib/shop/urls/shop-paths';
import type { DrawerLink } from './drawer-lines';
import { TEXT_PAGES } from './text-pages';

/** A contact link of the drawer: tap-to-call or mail, with the name of its icon in the sprite. */
export interface DrawerContact extends DrawerLink {
  icon: string;
}

/** What the drawer shows below the lines: the text pages and the shop's contact, with their headings. */
export interface DrawerInfoData {
  linksTitle: string;
  pages: DrawerLink[];
  contactTitle: string;
  contacts: DrawerContact[];
}

/** The landmark a footer heading (by its id) names. */
const landmarkOf = (headingId: string): { title: string; root: Element } | null => {
  const heading = document.getElementById(headingId);
  const root = heading?.closest('nav, section');
  return heading && root ? { title: heading.textContent ?? '', root } : null;
};

/**
 * The drawer's text pages and contact, read from the footer's server HTML (FooterLinks,
 * FooterContact) when the drawer is first opened, as its lines are from the menu bar: handed to
 * the drawer as server HTML they came a second time in every page's inline payload.
 * Pages the menu already lists (`inMenu`, e.g. Školenia, Podpora) are left out. Null when the page
 * has no footer.
 */
export function footerInfo(lang: string, inMenu: ReadonlySet<string>): DrawerInfoData | null {
  const links = landmarkOf('footer-links');
  const contact = landmarkOf('footer-contact');
  if (!links || !contact) return null;
  const textPages = new Set(TEXT_PAGES.map(([, url]) => textPagePath(lang, url)));
  const pages = [...links.root.querySelectorAll('a[href]')]
    .map((a) => ({ label: a.textContent ?? '', href: a.getAttribute('href') ?? '' }))
    .filter(({ href }) => textPages.has(href) && !inMenu.has(href));
  const contacts = [...contact.root.querySelectorAll('a[href]')].map((a) => ({
    label: a.textContent ?? '',
    href: a.getAttribute('href') ?? '',
    icon: a.querySelector('use')?.getAttribute('href')?.split('#')[1] ?? '',
  }));
  return { linksTitle: links.title, pages, contactTitle: contact.title, contacts };
}
