import { screen } from '@testing-library/react';
import { ApiError } from '@/lib/contract/errors';
import { creditRefusalOf } from '@/lib/shop/payments/credit-refusal';
import { CreditRefusalAlert } from '@/components/checkout/credit-refusal-alert';
import { renderWithIntl } from '../render-with-intl';

/** The alert's text for a refusal as the backend sends it; Slovak grouping uses a no-break space, read here as a space. */
function shown(code: string, params?: Record<string, string | number>): string {
  const refusal = creditRefusalOf(new ApiError([{ key: 'payment', code, params }], 409));
  if (!refusal) throw new Error('not a refusal');
  const { unmount } = renderWithIntl(<CreditRefusalAlert refusal={refusal} />);
  const text = screen.getByRole('alert').textContent!.replace(/\u00a0/g, ' ');
  unmount();
  return text;
}

describe('the checkout says why an order on account was refused, with the figures', () => {
  it('names the limit, the unpaid invoices and this order', () => {
    const text = shown('messages.order.creditLimit', { limit: 5000, open: 4200, order: 950 });
    expect(text).toContain('Objednávku na faktúru nemôžeme prijať');
    expect(text).toContain('Objednávka by prekročila úverový limit 5 000,00 €: nezaplatené faktúry 4 200,00 €, táto objednávka 950,00 €.');
    expect(text).toContain('Uhraďte, prosím, otvorené faktúry alebo zvoľte inú platbu.');
  });

  it('reads the figures sent as numeric strings too', () => {
    expect(shown('messages.order.creditLimit', { limit: '1000.5', open: '0', order: '1234.56' })).toContain(
      'úverový limit 1 000,50 €: nezaplatené faktúry 0,00 €, táto objednávka 1 234,56 €.',
    );
  });

  it('names the overdue amount and how long the oldest is past due, in Slovak plural', () => {
    expect(shown('messages.order.overdue', { overdue: 200, days: 9 })).toContain('Máte faktúry po splatnosti za 200,00 €, najstaršia je 9 dní po splatnosti.');
    expect(shown('messages.order.overdue', { overdue: 12.3, days: 3 })).toContain('za 12,30 €, najstaršia je 3 dni po splatnosti.');
    expect(shown('messages.order.overdue', { overdue: 12.3, days: 1 })).toContain('najstaršia je 1 deň po splatnosti.');
  });

  it('still says what happened when an upstream sends the code without figures', () => {
    expect(shown('messages.order.creditLimit')).toContain('Objednávka by prekročila váš úverový limit.');
    expect(shown('messages.order.overdue', { overdue: 'x' })).toContain('Máte faktúry po splatnosti.');
  });
});
