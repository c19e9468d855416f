// The contract schemas reach the browser (forms, SWR hooks), so they use zod/mini as a namespace
// import: only the schema kinds and checks used are bundled, where classic zod ships every method
// and the English locale (11 KB gzip more on every page). Same core, so parsing is the same.
import * as z from 'zod/mini';
import type { ErrorItem } from '../errors';

/** One error of the spec's envelope: `[key] code`. */
export const errorItemSchema: z.ZodMiniType<ErrorItem> = z.object({ key: z.string(), code: z.string() });

/** `{ url }` of products, articles, pages (one segment) and categories (whole path). */
export const urlSchema = z.object({ url: z.string() });

export const imageSchema = z.object({
  src: z.string(),
  caption: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
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

/** Success envelope fields; `success` may be missing on 2xx (contract.md). */
export const envelope = {
  success: z.optional(z.literal(true)),
  error: z.optional(z.union([z.array(errorItemSchema), errorItemSchema, z.null()])),
};

/** Money: a number with at most 2 decimals. zod 4 numbers refuse Infinity and NaN already (classic `.finite()` did nothing). */
export const moneySchema = z.number();

/** A price that guests get as `null` (contract.md: prices are never sent to guests). */
export const guestMoneySchema = z.nullable(moneySchema);

/** Free text the backend may send as null or leave out: read as ''. */
export const textSchema = z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? ''));

/** A database id. */
export const idSchema = z.number().check(z.int(), z.positive());

/** A count or total of a paginated list. */
export const countSchema = z.number().check(z.int(), z.nonnegative());

/** An order or invoice number: a string, though an upstream may send a number. */
export const numberLabelSchema = z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v)));

export const okSchema = z.looseObject({ ...envelope });

/**
 * Validation messages are next-intl keys (spec §5), never text: the form renders
 * `t(message)`, the backend returns them as error codes.
 */
export const FORM_MESSAGES = {
  required: 'forms.required',
  invalidEmail: 'forms.invalidEmail',
  passwordsDontMatch: 'forms.passwordsDontMatch',
  minLength: 'forms.minLength',
  maxLength: 'forms.maxLength',
  checkboxRequired: 'forms.checkboxRequired',
  min: 'forms.min',
  max: 'forms.max',
  integer: 'forms.integer',
} as const;

/** Country id every address carries (spec §9). */
export const COUNTRY_ID = 32;
/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** A required text field: whitespace alone counts as empty. */
export function requiredText(max = 300) {
  return z.string().check(z.trim(), z.minLength(1, FORM_MESSAGES.required), z.maxLength(max, FORM_MESSAGES.maxLength));
}

/** An optional text field (no validators, spec §5), still bounded for the backend. */
export function optionalText(max = 300) {
  return z.string().check(z.trim(), z.maxLength(max, FORM_MESSAGES.maxLength));
}

// Angular's email validator, which spec §5 describes: at most 254 characters in all and
// 64 before the @, a dot-atom local part and a domain of hyphenated labels (no TLD needed).
const EMAIL_PATTERN =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** True when `value` is an e-mail address by spec §5's rule. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A required e-mail address: 'forms.required' when empty, 'forms.invalidEmail' when malformed. */
export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, FORM_MESSAGES.required),
    z.refine((v) => v === '' || isValidEmail(v), FORM_MESSAGES.invalidEmail),
  );

/** A new password: required, at least 8 characters; never trimmed (spaces are characters). */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, FORM_MESSAGES.required),
    z.minLength(PASSWORD_MIN_LENGTH, FORM_MESSAGES.minLength),
    z.maxLength(200, FORM_MESSAGES.maxLength),
  );

/** A password being checked (sign-in, old password): required only. */
export const currentPasswordSchema = z
  .string()
  .check(z.minLength(1, FORM_MESSAGES.required), z.maxLength(200, FORM_MESSAGES.maxLength));

/** A checkbox that must be ticked (Angular's requiredTrue). */
export const checkedSchema = z.boolean().check(z.refine((v) => v, FORM_MESSAGES.checkboxRequired));
