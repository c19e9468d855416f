/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { messages } from '@/lib/shared/i18n/messages';
import { customerName, greetingName } from '@/components/auth/customer-name';

const t = createTranslator({ locale: 'sk', messages, namespace: 'Toasts' });
const user = { first_name: '', last_name: '', company_name: 'Alarm Servis Slovakia s.r.o.', email: 'demo@securitech.sk', username: 'demo@securitech.sk' };

describe('the sign-in greeting (docs/rules.md#errors)', () => {
  it('greets by first and last name where the account has them', () => {
    const named = { ...user, first_name: 'Ján', last_name: 'Novák' };
    expect(t('loginSuccess', { name: greetingName(named) })).toBe('Vitajte, Ján Novák. Prihlásenie prebehlo úspešne.');
  });

  it('greets by the company otherwise, with one full stop after "s.r.o."', () => {
    expect(customerName(user)).toBe('Alarm Servis Slovakia s.r.o.');
    expect(t('loginSuccess', { name: greetingName(user) })).toBe('Vitajte, Alarm Servis Slovakia s.r.o. Prihlásenie prebehlo úspešne.');
    expect(t('registerSuccess', { name: greetingName(user) })).toBe('Registrácia prebehla úspešne. Vitajte, Alarm Servis Slovakia s.r.o.');
  });

  it('a company without a closing stop keeps the sentence stop', () => {
    expect(t('loginSuccess', { name: greetingName({ ...user, company_name: 'Montáže SK' }) })).toBe('Vitajte, Montáže SK. Prihlásenie prebehlo úspešne.');
  });
});
