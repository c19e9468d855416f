import type { AbstractIntlMessages } from 'next-intl';

/**
 * Which message namespaces reach the browser. Every page's payload carries the client messages,
 * so the root layout hands over only what the shared parts use (header, menu, search, toasts,
 * product cards, but not the customer's wishlist); the cart's texts go with the pages that list cart lines; an area's own client components get theirs from the
 * area's layout or wrapper (IntlScope: a listing's controls, the account's wishlist pages). The search's,
 * the toasts', the error page's, the copy-link button's, the wishlist's, the home slideshow's and the quantity
 * field's texts are not here: their client code imports them (messages/sk.<name>.json, CODE_NAMESPACES), as
 * they are needed only once the search opens, a toast shows, an error happens, on the pages that share, on the
 * home page, or for a signed-in customer (the heart, the wishlist page, the add-to-cart row's quantity, the cart). Namespaces used only by server
 * components (Footer, Home, Blog, Seo, NotFound, Category, Page) never leave the server.
 */
export const SHELL_NAMESPACES = ['Common', 'Header', 'Menu', 'Catalogue', 'Product', 'Scroller', 'Compare'] as const;

/**
 * Keys of the shell's namespaces that only server components read (page titles and descriptions,
 * the product tabs and summary, the contact strip, the search page, the listing's count and empty state): left
 * out of every page's payload. tests/unit/lib/shared/i18n/client-messages.test.ts checks no client file reads one.
 */
export const SERVER_ONLY_KEYS: Readonly<Record<string, readonly string[]>> = {
  Common: ['metaTitle', 'metaDescription', 'skipToContent'],
  Header: ['tagline', 'hoursShort', 'homeLink'],
  Product: ['metaDescription', 'tabs', 'manufacturer', 'noDescription', 'noParameters', 'related', 'code', 'vendor', 'availability', 'soldBy'],
  Listing: ['count', 'empty', 'emptyText', 'emptyInStock', 'showAll'],
};

/** Namespaces whose client code imports them itself (messages/sk.<lower-case name>.json), in no page's payload. */
export const CODE_NAMESPACES = ['Search', 'Toasts', 'Error', 'Share', 'Wishlist', 'Slideshow', 'Quantity', 'Price', 'ScanButton', 'Scanner', 'Worker'] as const;

export const AREA_NAMESPACES = {
  /** Pickup: when an order is ready at a store, worded in the browser by its clock (decision 066) */
  product: ['Gallery', 'Question', 'Attachments', 'Pickup'],
  checkout: ['Checkout', 'Forms', 'Cart', 'Pickup'],
  /** the add by code's pack fixes read the quick order's texts; Warehouses: each line's stock per warehouse (decision 066) */
  cart: ['Cart', 'QuickOrder', 'Warehouses'],
  /** the wishlist's ordering controls and pages */
  account: ['Account', 'Forms', 'Listing', 'Paginator'],
  auth: ['Login', 'Register', 'ResetPassword', 'Logout', 'Forms', 'Invitation'],
  test: ['Test'],
  compare: ['ComparePage'],
  quickOrder: ['QuickOrder', 'Cart'],
  /** the card payment's buttons and the stand-in payment page (docs/decisions/061-card-payments.md) */
  cardPayment: ['CardPayment'],
  /** the phone drawer of a category's parameter filters */
  category: ['Filters'],
  /** a category's ordering and page-size controls (ListingControls) */
  listing: ['Listing'],
} as const;

export type MessageArea = keyof typeof AREA_NAMESPACES;

/** The named top-level namespaces of `messages` (a missing one is left out: its keys then show as keys). */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]!]));
}

/** What every page's client components get: the shell's namespaces without their server-only keys. */
export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return clientMessages(messages, SHELL_NAMESPACES);
}

/** The named namespaces of `messages` without their server-only keys (SERVER_ONLY_KEYS). */
export function clientMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked = pickNamespaces(messages, namespaces);
  for (const [namespace, keys] of Object.entries(SERVER_ONLY_KEYS)) {
    const tree = picked[namespace];
    if (!tree || typeof tree !== 'object') continue;
    picked[namespace] = Object.fromEntries(Object.entries(tree).filter(([key]) => !keys.includes(key)));
  }
  return picked;
}
