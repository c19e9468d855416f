import type { User } from '@/lib/contract/schemas/user';

/** The account menu in spec order; every option but the board and logout is an /account/{menuOption} page. */
export const ACCOUNT_OPTIONS = ['wishlist', 'orders', 'invoices', 'sites', 'addresses', 'details'] as const;
export type AccountOption = (typeof ACCOUNT_OPTIONS)[number];

/** Pages of the company's owner only (docs/decisions/059-company-accounts.md), shown where the backend has company accounts. */
export const OWNER_OPTIONS = ['approvals', 'people'] as const;
/** Every /account/{menuOption} page. */
export const ACCOUNT_PAGES = [...ACCOUNT_OPTIONS, ...OWNER_OPTIONS] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

export type AccountMenuKey = 'board' | AccountPage | 'quickOrder' | 'logout';

export const ACCOUNT_MENU: { key: AccountMenuKey; href: string }[] = [
  { key: 'board', href: '/account' },
  // the owner's approvals sit beside the orders they become
  ...(['wishlist', 'orders', 'approvals', 'invoices', 'sites', 'addresses', 'details', 'people'] as const).map((key) => ({ key, href: `/account/${key}` })),
  // a page of its own outside /account, listed here because customers look for it beside their orders
  { key: 'quickOrder', href: '/rychla-objednavka' },
  { key: 'logout', href: '/logout' },
];

/** True for a known /account/{menuOption}. */
export function isAccountOption(value: string): value is AccountPage {
  return (ACCOUNT_PAGES as readonly string[]).includes(value);
}

/**
 * Whether the menu shows an item to this person (null or undefined: not known yet): the people and the
 * approvals to the owner only where the backend has company accounts (it sends a role), no ordering
 * (the quick order) to an accountant, the building sites unless the backend is known to lack them
 * (no `has_sites`). What the most people see is kept while the user loads, so the menu does not
 * jump on phones (two columns above the page): every company's first person is its owner.
 */
export function menuItemAllowed(key: AccountMenuKey, user: Pick<User, 'role' | 'has_sites'> | null | undefined): boolean {
  if ((OWNER_OPTIONS as readonly string[]).includes(key)) return !user || user.role === 'owner';
  if (key === 'quickOrder') return user?.role !== 'accountant';
  if (key === 'sites') return !user || user.has_sites !== undefined;
  return true;
}
