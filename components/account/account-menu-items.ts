/** The account menu in spec order; every option but the board and logout is an /account/{menuOption} page. */
export const ACCOUNT_OPTIONS = ['wishlist', 'orders', 'invoices', 'sites', 'addresses', 'details'] as const;
export type AccountOption = (typeof ACCOUNT_OPTIONS)[number];

export type AccountMenuKey = 'board' | AccountOption | 'quickOrder' | 'logout';

export const ACCOUNT_MENU: { key: AccountMenuKey; href: string }[] = [
  { key: 'board', href: '/account' },
  ...ACCOUNT_OPTIONS.map((key) => ({ key, href: `/account/${key}` })),
  // a page of its own outside /account, listed here because customers look for it beside their orders
  { key: 'quickOrder', href: '/rychla-objednavka' },
  { key: 'logout', href: '/logout' },
];

/** True for a known /account/{menuOption}. */
export function isAccountOption(value: string): value is AccountOption {
  return (ACCOUNT_OPTIONS as readonly string[]).includes(value);
}
