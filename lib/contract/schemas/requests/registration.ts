import * as z from 'zod/mini';
import { checkedSchema, COUNTRY_ID, emailSchema, FORM_MESSAGES, newPasswordSchema, requiredText } from '../common';
import { companyIdSchema, extVatRegistrationIdSchema, phoneSchema, vatRegistrationIdSchema } from '../company-ids';

/** Longest company name (the database column). */
export const COMPANY_NAME_MAX_LENGTH = 200;

/** The fields the customer fills in, with docs/rules.md#validation and the company identifiers' formats. */
const customerFields = {
  phone: phoneSchema,
  email: emailSchema,
  password: newPasswordSchema,
  companyName: requiredText(COMPANY_NAME_MAX_LENGTH),
  companyId: companyIdSchema,
  vatRegistrationId: vatRegistrationIdSchema,
  extVatRegistrationId: extVatRegistrationIdSchema,
  personalDataCheckbox: checkedSchema,
};

/** The register form: the payload's fields plus the password repeat, which must match. */
export const registrationFormSchema = z.object({ ...customerFields, passwordRepeat: z.string() }).check(
  z.refine((form) => form.passwordRepeat === form.password, {
    path: ['passwordRepeat'],
    message: FORM_MESSAGES.passwordsDontMatch,
  }),
);
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

// The backend asks for a person and an address the form does not collect: docs/contract.md#shapes fixes them.
const FILLER = ' ';

/** POST /sign/up, exactly docs/contract.md#shapes: the customer's fields plus fixed fillers. */
export const registrationPayloadSchema = z.object({
  ...customerFields,
  name: z.literal(FILLER),
  surname: z.literal(FILLER),
  street: z.literal(FILLER),
  city: z.literal(FILLER),
  zip: z.literal(FILLER),
  state: z.literal(COUNTRY_ID),
  newsletter: z.literal(false),
  industry: z.null(),
});
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

/** Builds the sign-up payload from a valid register form. */
export function toRegistrationPayload(form: RegistrationForm): RegistrationPayload {
  return {
    phone: form.phone,
    email: form.email,
    password: form.password,
    companyName: form.companyName,
    companyId: form.companyId,
    vatRegistrationId: form.vatRegistrationId,
    extVatRegistrationId: form.extVatRegistrationId,
    personalDataCheckbox: form.personalDataCheckbox,
    name: FILLER,
    surname: FILLER,
    street: FILLER,
    city: FILLER,
    zip: FILLER,
    state: COUNTRY_ID,
    newsletter: false,
    industry: null,
  };
}
