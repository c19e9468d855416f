/** @jest-environment node */
import { registrationFormSchema, registrationPayloadSchema, toRegistrationPayload, type RegistrationForm } from '@/lib/contract/schemas/requests/registration';
import { SIGN_UP_FILLERS } from '@/tests/support/sign-up-fillers';
import { itRequiresEach, messages } from './form-messages';

const validForm: RegistrationForm = {
  phone: '+421 900 000 000',
  email: 'jan@firma.sk',
  password: 'tajneheslo',
  passwordRepeat: 'tajneheslo',
  companyName: 'Firma s.r.o.',
  companyId: '12345679',
  vatRegistrationId: '2020123456',
  extVatRegistrationId: 'SK2020123456',
  personalDataCheckbox: true,
};

describe('registration form (docs/rules.md#validation)', () => {
  it('accepts a complete form', () => {
    expect(registrationFormSchema.safeParse(validForm).success).toBe(true);
  });

  itRequiresEach(registrationFormSchema, validForm, ['phone', 'email', 'companyName', 'companyId', 'vatRegistrationId', 'extVatRegistrationId', 'password']);

  it('checks the e-mail format', () => {
    expect(messages(registrationFormSchema, { ...validForm, email: 'jan@' }).email).toBe('forms.invalidEmail');
  });

  it('wants a password of at least 8 characters', () => {
    const form = { ...validForm, password: '1234567', passwordRepeat: '1234567' };
    expect(messages(registrationFormSchema, form).password).toBe('forms.minLength');
    expect(registrationFormSchema.safeParse({ ...form, password: '12345678', passwordRepeat: '12345678' }).success).toBe(true);
  });

  it('wants the repeat to equal the password, even while other fields are invalid', () => {
    expect(messages(registrationFormSchema, { ...validForm, passwordRepeat: 'jineheslo' }).passwordRepeat).toBe('forms.passwordsDontMatch');
    expect(messages(registrationFormSchema, { ...validForm, phone: '', passwordRepeat: 'x' }).passwordRepeat).toBe('forms.passwordsDontMatch');
  });

  it('wants the personal-data checkbox ticked', () => {
    expect(messages(registrationFormSchema, { ...validForm, personalDataCheckbox: false }).personalDataCheckbox).toBe('forms.checkboxRequired');
  });
});

describe('registration payload (docs/contract.md#shapes)', () => {
  it('adds the fixed fillers and drops the repeat', () => {
    const payload = toRegistrationPayload(validForm);
    expect(payload).toEqual({
      phone: validForm.phone,
      email: validForm.email,
      password: validForm.password,
      companyName: validForm.companyName,
      companyId: validForm.companyId,
      vatRegistrationId: validForm.vatRegistrationId,
      extVatRegistrationId: validForm.extVatRegistrationId,
      personalDataCheckbox: true,
      ...SIGN_UP_FILLERS,
    });
    expect(registrationPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('applies the validation rules and the fixed values on the backend side too', () => {
    const payload = toRegistrationPayload(validForm);
    expect(registrationPayloadSchema.safeParse({ ...payload, password: 'short' }).success).toBe(false);
    expect(registrationPayloadSchema.safeParse({ ...payload, personalDataCheckbox: false }).success).toBe(false);
    expect(registrationPayloadSchema.safeParse({ ...payload, state: 33 }).success).toBe(false);
    expect(registrationPayloadSchema.safeParse({ ...payload, newsletter: true }).success).toBe(false);
    expect(registrationPayloadSchema.safeParse({ ...payload, name: 'Ján' }).success).toBe(false);
  });
});
