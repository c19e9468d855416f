/** @jest-environment node */
import { parseFormMessage, tooLong } from '@/lib/contract/schemas/common';
import {
  companyIdSchema,
  extVatRegistrationIdSchema,
  isValidDic,
  isValidIcDph,
  isValidIco,
  isValidPhone,
  phoneSchema,
  vatRegistrationIdSchema,
} from '@/lib/contract/schemas/company-ids';

describe('IČO (8 digits, mod-11 check digit)', () => {
  it.each(['50123459', '51234564', '12345679', '00000019', '35763469', '31333532'])('accepts %s', (ico) => {
    expect(isValidIco(ico)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '50123456'],
    ['another wrong check digit', '12345678'],
    ['7 digits', '5012345'],
    ['9 digits', '501234590'],
    ['letters', '5012345a'],
    ['empty', ''],
  ])('refuses %s', (_, ico) => {
    expect(isValidIco(ico)).toBe(false);
  });

  it('maps remainder 0 to check digit 1 and remainder 1 to 0', () => {
    // 0000000: sum 0, remainder 0 → 1; 0000006: 6 × 2 = 12, remainder 1 → 0
    expect(isValidIco('00000001')).toBe(true);
    expect(isValidIco('00000000')).toBe(false);
    expect(isValidIco('00000060')).toBe(true);
    expect(isValidIco('00000061')).toBe(false);
  });
});

describe('DIČ and IČ DPH', () => {
  it('DIČ is 10 digits', () => {
    expect(isValidDic('2120123456')).toBe(true);
    expect(isValidDic('212012345')).toBe(false);
    expect(isValidDic('21201234567')).toBe(false);
    expect(isValidDic('SK2120123456')).toBe(false);
  });

  it('IČ DPH is SK and 10 digits', () => {
    expect(isValidIcDph('SK2120123456')).toBe(true);
    expect(isValidIcDph('CZ2120123456')).toBe(false);
    expect(isValidIcDph('SK212012345')).toBe(false);
    expect(isValidIcDph('2120123456')).toBe(false);
  });
});

describe('phone', () => {
  it.each(['+421 905 123 456', '0905 123 456', '0905/123 456', '02/123 45 678', '+421-2-1234-5678', '(02) 1234 5678'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['volajte ráno', '12345', '+421 905 123 456 789 012', '0905 123 456 kl. 12', '++421905123456', '0905 123 456-'])('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('the schemas the form and the backend share', () => {
  const first = (schema: typeof companyIdSchema, value: string) => schema.safeParse(value).error?.issues[0]?.message;

  it('drop spaces (and upper-case sk) before checking, and keep the clean value', () => {
    expect(companyIdSchema.parse(' 50 123 459 ')).toBe('50123459');
    expect(vatRegistrationIdSchema.parse('2120 123 456')).toBe('2120123456');
    expect(extVatRegistrationIdSchema.parse('sk 2120123456')).toBe('SK2120123456');
  });

  it('say required for an empty field and the format otherwise', () => {
    expect(first(companyIdSchema, '  ')).toBe('forms.required');
    expect(first(companyIdSchema, '50123456')).toBe('forms.invalidCompanyId');
    expect(first(vatRegistrationIdSchema, '123')).toBe('forms.invalidVatRegistrationId');
    expect(first(extVatRegistrationIdSchema, '2120123456')).toBe('forms.invalidExtVatRegistrationId');
    expect(first(phoneSchema, '')).toBe('forms.required');
    expect(first(phoneSchema, 'volajte ráno')).toBe('forms.invalidPhone');
  });

  it('name the phone length limit in a maxLength message', () => {
    const message = first(phoneSchema, '1'.repeat(41));
    expect(message).toBe(tooLong(40));
    expect(parseFormMessage(message ?? '')).toEqual({ key: 'forms.maxLength', limit: 40 });
  });
});
