import * as z from 'zod/mini';
import { FORM_MESSAGES, tooLong } from './common';
import { textInput } from './text-characters';

// One module for the company identifiers and the phone: the register form's resolver and the
// embedded backend's POST /sign/up parse with the same schemas, so they can never disagree.

/** Weights of the IČO's first seven digits (Slovak and Czech mod-11 checksum). */
const ICO_WEIGHTS = [8, 7, 6, 5, 4, 3, 2] as const;

/** True for an IČO: 8 digits whose last is the mod-11 check digit of the first seven. */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const sum = ICO_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return (11 - (sum % 11)) % 10 === Number(value[7]);
}

/** True for a DIČ (the form's vatRegistrationId): 10 digits. */
export function isValidDic(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** True for an IČ DPH (extVatRegistrationId): "SK" and 10 digits. */
export function isValidIcDph(value: string): boolean {
  return /^SK\d{10}$/.test(value);
}

/** Digits a phone number may have: 9 (a Slovak national number) to 15 (E.164's longest). */
const PHONE_DIGITS = { min: 9, max: 15 } as const;

/** True for a phone number: an optional leading +, then digits with spaces, '/', '-', '.' or brackets between them. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d ()/.-]+$/.test(value) || !/\d$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Maximum length of the phone field (the database column). */
export const PHONE_MAX_LENGTH = 40;

/** Validation messages of these fields (next-intl keys in `Forms`). */
export const COMPANY_ID_MESSAGES = {
  companyId: 'forms.invalidCompanyId',
  vatRegistrationId: 'forms.invalidVatRegistrationId',
  extVatRegistrationId: 'forms.invalidExtVatRegistrationId',
  phone: 'forms.invalidPhone',
} as const;

// Installers type identifiers from paper on phones: spaces are dropped (and "sk" upper-cased)
// before the check, so "50 123 459" is accepted and stored as "50123459".
const withoutSpaces = z.overwrite((value: string) => value.replace(/\s+/g, ''));

function identifierSchema(check: (value: string) => boolean, message: string, transform = withoutSpaces) {
  return textInput().check(
    transform,
    z.minLength(1, FORM_MESSAGES.required),
    z.refine((value) => value === '' || check(value), message),
  );
}

/** IČO: required, 8 digits with a valid check digit. */
export const companyIdSchema = identifierSchema(isValidIco, COMPANY_ID_MESSAGES.companyId);

/** DIČ: required, 10 digits. */
export const vatRegistrationIdSchema = identifierSchema(isValidDic, COMPANY_ID_MESSAGES.vatRegistrationId);

/** IČ DPH: required, SK and 10 digits (lower-case "sk" is accepted and stored upper-case). */
export const extVatRegistrationIdSchema = identifierSchema(
  isValidIcDph,
  COMPANY_ID_MESSAGES.extVatRegistrationId,
  z.overwrite((value: string) => value.replace(/\s+/g, '').toUpperCase()),
);

/** Phone: required, at most 40 characters, a phone number by isValidPhone. */
export const phoneSchema = textInput().check(
  z.trim(),
  z.minLength(1, FORM_MESSAGES.required),
  z.maxLength(PHONE_MAX_LENGTH, tooLong(PHONE_MAX_LENGTH)),
  z.refine((value) => value === '' || value.length > PHONE_MAX_LENGTH || isValidPhone(value), COMPANY_ID_MESSAGES.phone),
);
