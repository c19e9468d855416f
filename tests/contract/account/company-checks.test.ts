import { okSchema } from '@/lib/contract/schemas/common';
import { call, callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { customerRow, errorsOf, registration, SLOW } from './helpers';

jest.setTimeout(SLOW);

/** Sign-up from an address of its own per call, so the per-address limit never decides a case. */
let address = 0;
const signUp = (body: unknown) => callJson('POST', '/admin/v1/sign/up', { body, headers: { 'X-Forwarded-For': `203.0.113.${++address}` } });

describeOnEachDriver('POST /sign/up checks the company identifiers and the phone', () => {
  it.each([
    ['an IČO with a wrong check digit', { companyId: '51234567' }, 'companyId', 'invalidCompanyId'],
    ['an IČO of 7 digits', { companyId: '5123456' }, 'companyId', 'invalidCompanyId'],
    ['a DIČ of 9 digits', { vatRegistrationId: '212123456' }, 'vatRegistrationId', 'invalidVatRegistrationId'],
    ['a DIČ with letters', { vatRegistrationId: 'SK2121234567' }, 'vatRegistrationId', 'invalidVatRegistrationId'],
    ['an IČ DPH without SK', { extVatRegistrationId: '2121234567' }, 'extVatRegistrationId', 'invalidExtVatRegistrationId'],
    ['a Czech IČ DPH', { extVatRegistrationId: 'CZ2121234567' }, 'extVatRegistrationId', 'invalidExtVatRegistrationId'],
    ['a phone in words', { phone: 'volajte ráno' }, 'phone', 'invalidPhone'],
    ['a phone of 5 digits', { phone: '12345' }, 'phone', 'invalidPhone'],
    ['a phone over 40 characters', { phone: '1'.repeat(41) }, 'phone', 'maxLength'],
    ['a company name over 200 characters', { companyName: 'x'.repeat(201) }, 'companyName', 'maxLength'],
    ['an empty IČO', { companyId: '' }, 'companyId', 'required'],
  ])('refuses %s with 400 naming the field', async (_, change, key, reason) => {
    const { status, body } = await signUp({ ...registration(`zly-${key}-${reason}@example.sk`), ...change });
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual([{ key, code: `messages.validation.${key}.${reason}` }]);
  });

  it('accepts identifiers typed with spaces and a lower-case sk, and stores them clean', async () => {
    const response = await call('POST', '/admin/v1/sign/up', {
      body: {
        ...registration('medzery@example.sk'),
        companyId: '51 234 564',
        vatRegistrationId: '2121 234 567',
        extVatRegistrationId: 'sk 2121234567',
        phone: '0905/123 456',
      },
      headers: { 'X-Forwarded-For': '203.0.113.200' },
    });
    expect(response.status).toBe(200);
    expect(okSchema.parse(await response.json()).success).toBe(true);
    expect(await customerRow('medzery@example.sk')).toMatchObject({
      companyId: '51234564',
      vatRegistrationId: '2121234567',
      extVatRegistrationId: 'SK2121234567',
      phone: '0905/123 456',
    });
  });

  it('the demo customer of the seed passes the same checks', async () => {
    const demo = await customerRow('demo@securitech.sk');
    const { status } = await signUp({
      ...registration('ako-demo@example.sk'),
      companyId: demo.companyId,
      vatRegistrationId: demo.vatRegistrationId,
      extVatRegistrationId: demo.extVatRegistrationId,
      phone: demo.phone,
    });
    expect(status).toBe(200);
  });
});
