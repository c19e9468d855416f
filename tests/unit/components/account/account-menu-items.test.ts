import { ACCOUNT_MENU, isAccountOption, menuItemAllowed } from '@/components/account/account-menu-items';

type Role = 'owner' | 'buyer' | 'accountant' | undefined;
const shown = (role: Role, has_sites?: boolean) => ACCOUNT_MENU.filter((item) => menuItemAllowed(item.key, { role, has_sites })).map((item) => item.key);

describe('the account menu by role (docs/decisions/059-company-accounts.md)', () => {
  it('shows the people and the approvals to the owner only, and only where the backend sends a role', () => {
    expect(shown('owner')).toEqual(expect.arrayContaining(['people', 'approvals']));
    for (const role of ['buyer', 'accountant', undefined] as const) {
      expect(shown(role)).not.toContain('people');
      expect(shown(role)).not.toContain('approvals');
    }
  });

  it('keeps the owner’s pages while the user loads, so the menu does not move when the user arrives', () => {
    const loading = ACCOUNT_MENU.filter((item) => menuItemAllowed(item.key, undefined)).map((item) => item.key);
    expect(loading).toEqual(shown('owner', true));
  });

  it('shows the building sites where the backend has them, and while the user loads', () => {
    expect(shown('buyer', false)).toContain('sites');
    expect(shown('owner', true)).toContain('sites');
    expect(shown(undefined)).not.toContain('sites');
    expect(ACCOUNT_MENU.filter((item) => menuItemAllowed(item.key, undefined)).map((item) => item.key)).toContain('sites');
  });

  it('offers an accountant no ordering, a buyer and an upstream without company accounts the quick order', () => {
    expect(shown('accountant')).not.toContain('quickOrder');
    expect(shown('buyer')).toContain('quickOrder');
    expect(shown(undefined)).toContain('quickOrder');
    expect(shown('accountant')).toEqual(expect.arrayContaining(['orders', 'invoices', 'details', 'logout']));
  });

  it('routes /account/people, /account/approvals and /account/sites', () => {
    for (const page of ['people', 'approvals', 'sites']) expect(isAccountOption(page)).toBe(true);
  });
});
