import { screen, within } from '@testing-library/react';
import type { CompanyCredit } from '@/lib/contract/schemas/trade-terms';
import { CreditPanel } from '@/components/account/credit-panel';
import { renderWithIntl } from '../render-with-intl';

/** The panel's facts as label → value, no-break spaces read as spaces. */
function facts(credit: CompanyCredit): Record<string, string> {
  renderWithIntl(<CreditPanel credit={credit} />);
  const panel = screen.getByRole('region', { name: 'Nákup na faktúru' });
  const pairs = within(panel)
    .getAllByRole('term')
    .map((dt) => [dt.textContent!, dt.nextElementSibling!.textContent!.replace(/\u00a0/g, ' ')]);
  return Object.fromEntries(pairs);
}

describe('the balance of a company buying on account', () => {
  it('shows the terms, the open balance, what the limit leaves and that nothing is overdue', () => {
    expect(facts({ due_days: 30, limit: 5000, open: 1200, available: 3800, overdue: 0, overdue_count: 0 })).toEqual({
      'Splatnosť faktúr': '30 dní',
      'Nezaplatené faktúry': '1 200,00 €',
      'Zostáva z limitu': '3 800,00 € z 5 000,00 €',
      'Po splatnosti': 'nič',
    });
  });

  it('names what is overdue and how many invoices, and says so at the panel', () => {
    const shown = facts({ due_days: 14, limit: 1000, open: 1100, available: 0, overdue: 300, overdue_count: 2 });
    expect(shown['Po splatnosti']).toBe('300,00 € (2 faktúry)');
    expect(shown['Zostáva z limitu']).toBe('0,00 € z 1 000,00 €');
    expect(screen.getByText('300,00 € (2 faktúry)', { normalizer: (t) => t.replace(/\u00a0/g, ' ') }).closest('div')?.className).toMatch(/late/);
  });

  it('says there is no limit when the company has none', () => {
    expect(facts({ due_days: 1, limit: null, open: 0, available: null, overdue: 0, overdue_count: 0 })).toMatchObject({
      'Splatnosť faktúr': '1 deň',
      'Zostáva z limitu': 'bez limitu',
    });
  });
});
