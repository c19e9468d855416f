import type { AbstractIntlMessages } from 'next-intl';

/**
 * Which message namespaces reach the browser. Every page's payload carries the client messages,
 * so the root layout hands over only what the shared parts use (header, menu, search, toasts,
 * product cards, listings); the cart's texts go with the pages that list cart lines; an area's own client components get theirs from the
 * area's layout (IntlScope). The search's, the toasts' and the error page's texts are not here: their
 * client code imports them (messages/sk.search.json, sk.toasts.json, sk.error.json), as they are needed
 * only once the search opens, a toast shows or an error happens. Namespaces used only by server
 * components (Footer, Home, Blog, Seo, NotFound, Category, Page) never leave the server.
 */
export const SHELL_NAMESPACES = [
  'Common',
  'Header',
  'Menu',
  'Catalogue',
  'Product',
  'Wishlist',
  'Scroller',
  'Slideshow',
  'Listing',
  'Paginator',
  'Share',
  'Compare',
] as const;

/**
 * Keys of the shell's namespaces that only server components read (page titles and descriptions,
 * the product tabs, the contact strip, the search page, the listing's count and empty state): left
 * out of every page's payload. tests/unit/lib/i18n/client-messages.test.ts checks no client file reads one.
 */
export const SERVER_ONLY_KEYS: Partial<Record<(typeof SHELL_NAMESPACES)[number], readonly string[]>> = {
  Common: ['metaTitle', 'metaDescription', 'skipToContent'],
  Header: ['tagline', 'hoursShort', 'homeLink'],
  Product: ['metaDescription', 'tabs', 'manufacturer', 'noDescription', 'noParameters', 'related'],
  Listing: ['count', 'empty', 'emptyText', 'emptyInStock', 'showAll'],
};

/** Namespaces whose client code imports them itself (messages/sk.<lower-case name>.json), in no page's payload. */
export const CODE_NAMESPACES = ['Search', 'Toasts', 'Error'] as const;

export const AREA_NAMESPACES = {
  product: ['Gallery', 'Question', 'Attachments'],
  checkout: ['Checkout', 'Forms', 'Cart'],
  cart: ['Cart'],
  account: ['Account', 'Forms'],
  auth: ['Login', 'Register', 'ResetPassword', 'Logout', 'Forms'],
  test: ['Test'],
  compare: ['ComparePage'],
  quickOrder: ['QuickOrder', 'Cart'],
  /** the phone drawer of a category's parameter filters */
  category: ['Filters'],
} as const;

export type MessageArea = keyof typeof AREA_NAMESPACES;

/** The named top-level namespaces of `messages` (a missing one is left out: its keys then show as keys). */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}

/** What every page's client components get: the shell's namespaces without their server-only keys. */
export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked = pickNamespaces(messages, SHELL_NAMESPACES);
  for (const [namespace, keys] of Object.entries(SERVER_ONLY_KEYS)) {
    const tree = picked[namespace];
    if (!tree || typeof tree !== 'object') continue;
    picked[namespace] = Object.fromEntries(Object.entries(tree).filter(([key]) => !keys.includes(key)));
  }
  return picked;
}
