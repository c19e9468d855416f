import { ACCOUNT_MENU, isAccountOption, menuItemAllowed } from '@/components/account/account-menu-items';

const shown = (role: Parameters<typeof menuItemAllowed>[1]) => ACCOUNT_MENU.filter((item) => menuItemAllowed(item.key, role)).map((item) => item.key);

describe('the account menu by role (docs/decisions/059-company-accounts.md)', () => {
  it('shows the people to the owner only, and only where the backend sends a role', () => {
    expect(shown('owner')).toContain('people');
    for (const role of ['buyer', 'accountant', undefined] as const) expect(shown(role)).not.toContain('people');
  });

  it('offers an accountant no ordering, a buyer and an upstream without company accounts the quick order', () => {
    expect(shown('accountant')).not.toContain('quickOrder');
    expect(shown('buyer')).toContain('quickOrder');
    expect(shown(undefined)).toContain('quickOrder');
    expect(shown('accountant')).toEqual(expect.arrayContaining(['orders', 'invoices', 'details', 'logout']));
  });

  it('routes /account/people', () => {
    expect(isAccountOption('people')).toBe(true);
  });
});
