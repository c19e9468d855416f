import { companyRoleOf, hasCompanyAccounts, signUserResponseSchema } from '@/lib/contract/schemas/user';

const user = { username: 'a@b.sk', first_name: 'Ján', last_name: 'Novák', auth_check: 'x', last_auth_check: null };

describe('the signed-in user (docs/decisions/059-company-accounts.md)', () => {
  it('reads an upstream without company accounts as the owner of a company of one, without a limit', () => {
    const parsed = signUserResponseSchema.parse({ success: true, user });
    expect(companyRoleOf(parsed.user)).toBe('owner');
    expect(hasCompanyAccounts(parsed.user)).toBe(false);
    expect(parsed.user.order_limit_exc_vat).toBeNull();
  });

  it('keeps the role and the limit a backend sends', () => {
    const parsed = signUserResponseSchema.parse({ success: true, user: { ...user, role: 'buyer', order_limit_exc_vat: 1000 } });
    expect(parsed.user).toMatchObject({ role: 'buyer', order_limit_exc_vat: 1000 });
    expect(companyRoleOf(parsed.user)).toBe('buyer');
    expect(hasCompanyAccounts(parsed.user)).toBe(true);
  });

  it('refuses a role it does not know', () => {
    expect(signUserResponseSchema.safeParse({ success: true, user: { ...user, role: 'admin' } }).success).toBe(false);
  });
});
