// The contract schemas reach the browser (forms, SWR hooks), so they use zod/mini as a namespace
// import: only the schema kinds and checks used are bundled, where classic zod ships every method
// and the English locale on every page (docs/performance.md). Same core, so parsing is the same.
import * as z from 'zod/mini';
import type { ErrorItem } from '../errors';
import { INVALID_CHARACTERS, textInput, type TextOptions } from './text-characters';

/** One error of the spec's envelope: `[key] code`. */
export const errorItemSchema: z.ZodMiniType<ErrorItem> = z.object({
  key: z.string(),
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** `{ url }` of products, articles, pages (one segment) and categories (whole path). */
export const urlSchema = z.object({ url: z.string() });

export const imageSchema = z.object({
  src: z.string(),
  caption: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((v) => v ?? ''),
  ),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * An optional single picture (blog card, search item): the contract does not say whether it
 * is an address or an Image, so both are read and normalised to `Image | null` ('' is none).
 */
export const optionalImageSchema = z.pipe(
  z.union([z.string(), imageSchema, z.null(), z.undefined()]),
  z.transform((v): Image | null => {
    if (typeof v === 'string') return v ? { src: v, caption: '' } : null;
    return v && v.src ? v : null;
  }),
);

/** Success envelope fields; `success` may be missing on 2xx (docs/contract.md#envelope). */
export const envelope = {
  success: z.optional(z.literal(true)),
  error: z.optional(z.union([z.array(errorItemSchema), errorItemSchema, z.null()])),
};

/** Money: a number with at most 2 decimals. zod 4 numbers refuse Infinity and NaN already (classic `.finite()` did nothing). */
export const moneySchema = z.number();

/** A price that guests get as `null` (docs/contract.md#shapes: prices are never sent to guests). */
export const guestMoneySchema = z.nullable(moneySchema);

/** Free text the backend may send as null or leave out: read as ''. */
export const textSchema = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => v ?? ''),
);

/** A database id. */
export const idSchema = z.number().check(z.int(), z.positive());

/** A count or total of a paginated list. */
export const countSchema = z.number().check(z.int(), z.nonnegative());

/** An order or invoice number: a string, though an upstream may send a number. */
export const numberLabelSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

export const okSchema = z.looseObject({ ...envelope });

/**
 * Validation messages are next-intl keys (docs/rules.md#validation), never text: the form renders
 * `t(message)`, the backend returns them as error codes.
 */
export const FORM_MESSAGES = {
  required: 'forms.required',
  invalidEmail: 'forms.invalidEmail',
  passwordsDontMatch: 'forms.passwordsDontMatch',
  minLength: 'forms.minLength',
  checkboxRequired: 'forms.checkboxRequired',
  min: 'forms.min',
  max: 'forms.max',
  integer: 'forms.integer',
  invalidCharacters: INVALID_CHARACTERS,
} as const;

// A message that names a limit carries it after a colon ('forms.maxLength:200'): the form's
// resolver passes on only the message, and the text must say how long is too long.
const LIMIT_SEPARATOR = ':';

/** The 'too long' message for a limit of `max` characters. */
export function tooLong(max: number): string {
  return `forms.maxLength${LIMIT_SEPARATOR}${max}`;
}

/** Splits a validation message into its key and the limit it names (see tooLong). */
export function parseFormMessage(message: string): { key: string; limit?: number } {
  const at = message.lastIndexOf(LIMIT_SEPARATOR);
  if (at < 0) return { key: message };
  const limit = Number(message.slice(at + 1));
  return Number.isInteger(limit) ? { key: message.slice(0, at), limit } : { key: message };
}

/** Country id every address carries (docs/rules.md#limits). */
export const COUNTRY_ID = 32;
/** Minimum password length (docs/rules.md#limits). */
export const PASSWORD_MIN_LENGTH = 8;

/** A required text field: whitespace alone counts as empty; no control or bidi-override characters (text-characters.ts). */
export function requiredText(max = 300, options?: TextOptions) {
  return textInput(options).check(z.trim(), z.minLength(1, FORM_MESSAGES.required), z.maxLength(max, tooLong(max)));
}

/** An optional text field (no validators, docs/rules.md#validation), still bounded for the backend and held to the character rule. */
export function optionalText(max = 300, options?: TextOptions) {
  return textInput(options).check(z.trim(), z.maxLength(max, tooLong(max)));
}

// Angular's email validator, which docs/rules.md#validation describes: at most 254 characters in all and
// 64 before the @, a dot-atom local part and a domain of hyphenated labels (no TLD needed).
const EMAIL_PATTERN =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Longest e-mail address (docs/rules.md#validation: 254 characters in all). */
export const EMAIL_MAX_LENGTH = 254;

/** True when `value` is an e-mail address by docs/rules.md#validation. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A required e-mail address: 'forms.required' when empty, 'forms.invalidEmail' when malformed. */
export const emailSchema = textInput().check(
  z.trim(),
  z.minLength(1, FORM_MESSAGES.required),
  z.maxLength(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH)),
  z.refine((v) => v === '' || v.length > EMAIL_MAX_LENGTH || isValidEmail(v), FORM_MESSAGES.invalidEmail),
);

/** Longest password accepted (argon2 input stays small). */
export const PASSWORD_MAX_LENGTH = 200;

/** A new password: required, at least 8 characters; never trimmed (spaces are characters). */
export const newPasswordSchema = textInput().check(
  z.minLength(1, FORM_MESSAGES.required),
  z.minLength(PASSWORD_MIN_LENGTH, FORM_MESSAGES.minLength),
  z.maxLength(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
);

/** A password being checked (sign-in, old password): required only. */
export const currentPasswordSchema = textInput().check(z.minLength(1, FORM_MESSAGES.required), z.maxLength(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)));

/** A checkbox that must be ticked (Angular's requiredTrue). */
export const checkedSchema = z.boolean().check(z.refine((v) => v, FORM_MESSAGES.checkboxRequired));
