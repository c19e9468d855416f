import { act, renderHook } from '@testing-library/react';
import { INVOICE_ADDRESS, type Address } from '@/lib/api/schemas/account';
import { useCheckoutForm } from '@/components/checkout/use-checkout-form';

const STORED: Address = { id: 7, first_name: 'Eva', last_name: 'Uložená', street: 'Stará 1', city: 'Trnava', zip: '917 01', phone: '+421 900 000 001', type: INVOICE_ADDRESS };

describe('useCheckoutForm', () => {
  it('fills the form from the stored invoice address and the account e-mail once they arrive', () => {
    const { result, rerender } = renderHook(({ addresses, email }) => useCheckoutForm(addresses, email), {
      initialProps: { addresses: undefined as Address[] | undefined, email: '' },
    });
    rerender({ addresses: [STORED], email: 'eva@firma.sk' });
    expect(result.current.form.getValues('billing')).toMatchObject({ firstName: 'Eva', city: 'Trnava', email: 'eva@firma.sk' });
    expect(result.current.billingId).toBe(7);
  });

  it('keeps what the customer typed when the stored addresses arrive after it', () => {
    const { result, rerender } = renderHook(({ addresses, email }) => useCheckoutForm(addresses, email), {
      initialProps: { addresses: undefined as Address[] | undefined, email: 'eva@firma.sk' },
    });
    act(() => {
      result.current.form.setValue('billing.firstName', 'Jana', { shouldDirty: true });
      result.current.form.setValue('billing.city', 'Žilina', { shouldDirty: true });
    });
    rerender({ addresses: [STORED], email: 'eva@firma.sk' });
    const billing = result.current.form.getValues('billing');
    expect(billing).toMatchObject({ firstName: 'Jana', city: 'Žilina' });
    // fields the customer left alone still take the stored values
    expect(billing).toMatchObject({ lastName: 'Uložená', street: 'Stará 1', email: 'eva@firma.sk' });
  });
});
