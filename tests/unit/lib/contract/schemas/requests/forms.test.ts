/** @jest-environment node */
import { questionFormSchema, questionPayloadSchema, toQuestionPayload } from '@/lib/contract/schemas/requests/question';
import {
  checkoutBillingFormSchema,
  checkoutDeliveryFormSchema,
  checkoutAddressRequestSchemaFor,
  toAddressPayload,
} from '@/lib/contract/schemas/requests/address';
import {
  passwordChangeFormSchema,
  passwordChangePayloadSchema,
  resetLinkFormSchema,
  restoreFormSchema,
  restorePayloadSchema,
  toPasswordChangePayload,
} from '@/lib/contract/schemas/requests/password';
import { signInPayloadSchema } from '@/lib/contract/schemas/requests/sign-in';
import { profileFormSchema } from '@/lib/contract/schemas/requests/profile';
import { itRequiresEach, messages } from './form-messages';

describe('question form (docs/rules.md#validation)', () => {
  const form = { firstName: 'Ján', lastName: 'Novák', email: 'jan@firma.sk', phone: '', product: 'Kamera X', message: 'Je skladom?' };

  itRequiresEach(questionFormSchema, form, ['firstName', 'lastName', 'email', 'product', 'message'], 'requires %s', ' ');

  it('does not check the e-mail format', () => {
    expect(questionFormSchema.safeParse({ ...form, email: 'not-an-address' }).success).toBe(true);
  });

  it('builds the question payload of docs/contract.md#shapes', () => {
    const payload = toQuestionPayload(questionFormSchema.parse(form), 7);
    expect(payload).toEqual({
      name: 'Ján Novák',
      email: 'jan@firma.sk',
      about: 'Kamera X',
      subject: 'Kamera X',
      text: 'Je skladom?',
      product: 7,
      phone: '',
      address: '',
      stars: 0,
    });
    expect(questionPayloadSchema.safeParse(payload).success).toBe(true);
    expect(questionPayloadSchema.safeParse({ ...payload, stars: 5 }).success).toBe(false);
  });
});

describe('checkout address forms (docs/rules.md#validation)', () => {
  const billing = { firstName: 'Ján', lastName: 'Novák', street: 'Hlavná 1', city: 'Nitra', zip: '94901', phone: '+421900', email: 'jan@firma.sk' };

  it('accepts a complete billing address', () => {
    expect(checkoutBillingFormSchema.safeParse(billing).success).toBe(true);
  });

  itRequiresEach(checkoutBillingFormSchema, billing, ['firstName', 'lastName', 'street', 'city', 'zip', 'phone', 'email'], 'requires billing %s');

  it('wants a valid billing e-mail', () => {
    expect(messages(checkoutBillingFormSchema, { ...billing, email: 'jan.firma.sk' }).email).toBe('forms.invalidEmail');
  });

  it('has no validators on the delivery address', () => {
    const empty = { firstName: '', lastName: '', street: '', city: '', zip: '', phone: '' };
    expect(checkoutDeliveryFormSchema.safeParse(empty).success).toBe(true);
  });

  it('sends country 32 and checks type 1 with the billing rules', () => {
    const payload = toAddressPayload(billing, 4);
    expect(payload).toMatchObject({ id: 4, country: 32, email: 'jan@firma.sk' });
    expect(checkoutAddressRequestSchemaFor(1).safeParse({ address: payload, basket: 1 }).success).toBe(true);
    const blank = toAddressPayload({ ...billing, street: '' });
    expect(checkoutAddressRequestSchemaFor(1).safeParse({ address: blank, basket: 1 }).success).toBe(false);
    expect(checkoutAddressRequestSchemaFor(2).safeParse({ address: blank, basket: 1 }).success).toBe(true);
    expect(checkoutAddressRequestSchemaFor(2).safeParse({ address: { ...blank, country: 33 }, basket: 1 }).success).toBe(false);
  });
});

describe('password forms (docs/rules.md#validation)', () => {
  const change = { old: 'stareheslo', password: 'noveheslo', passwordRepeat: 'noveheslo' };

  it('accepts a valid change and sends { old, password }', () => {
    const form = passwordChangeFormSchema.parse(change);
    expect(toPasswordChangePayload(form)).toEqual({ old: 'stareheslo', password: 'noveheslo' });
    expect(passwordChangePayloadSchema.safeParse(toPasswordChangePayload(form)).success).toBe(true);
  });

  it('requires the old password', () => {
    expect(messages(passwordChangeFormSchema, { ...change, old: '' }).old).toBe('forms.required');
  });

  it('requires a new password of at least 8 characters', () => {
    expect(messages(passwordChangeFormSchema, { ...change, password: '', passwordRepeat: '' }).password).toBe('forms.required');
    expect(messages(passwordChangeFormSchema, { ...change, password: 'kratke', passwordRepeat: 'kratke' }).password).toBe('forms.minLength');
  });

  it('wants the repeat to match', () => {
    expect(messages(passwordChangeFormSchema, { ...change, passwordRepeat: 'ineheslo' }).passwordRepeat).toBe('forms.passwordsDontMatch');
  });

  it('checks the reset-link e-mail', () => {
    expect(messages(resetLinkFormSchema, { email: '' }).email).toBe('forms.required');
    expect(messages(resetLinkFormSchema, { email: 'x@' }).email).toBe('forms.invalidEmail');
  });

  it('checks the new password after a reset link and the restore payload', () => {
    expect(messages(restoreFormSchema, { password: 'noveheslo', passwordRepeat: 'x' }).passwordRepeat).toBe('forms.passwordsDontMatch');
    expect(restorePayloadSchema.safeParse({ token: 'abc', password: 'noveheslo' }).success).toBe(true);
    expect(restorePayloadSchema.safeParse({ token: '', password: 'noveheslo' }).success).toBe(false);
    expect(restorePayloadSchema.safeParse({ token: 'abc', password: 'kratke' }).success).toBe(false);
  });
});

describe('login and profile forms (docs/rules.md#validation)', () => {
  it('requires e-mail and password for login, without a format check', () => {
    expect(messages(signInPayloadSchema, { email: '', password: '' })).toEqual({ email: 'forms.required', password: 'forms.required' });
    expect(signInPayloadSchema.safeParse({ email: 'jan', password: 'x' }).success).toBe(true);
  });

  it('requires all four personal-info fields', () => {
    expect(Object.keys(messages(profileFormSchema, { firstName: '', lastName: '', displayName: '', email: '' })).sort()).toEqual([
      'displayName',
      'email',
      'firstName',
      'lastName',
    ]);
  });
});
