import * as z from 'zod/mini';
import { MAX_CODE_LENGTH } from '@/lib/contract/rules/product-code';
import { envelope, guestMoneySchema, idSchema, imageSchema, textSchema, urlSchema } from './common';
import { textInput } from './text-characters';
import { packFields } from './trade-terms';

/** Codes one lookup call takes (a quick order of 500 lines is one call). */
export const MAX_LOOKUP_CODES = 500;

/** POST /x/products/lookup (an extension of the embedded backend): product codes as typed, at most 500, each 1–64 characters. */
export const productLookupPayloadSchema = z.object({
  codes: z
    .array(textInput().check(z.trim(), z.minLength(1, 'forms.required'), z.maxLength(MAX_CODE_LENGTH, `forms.maxLength:${MAX_CODE_LENGTH}`)))
    .check(z.maxLength(MAX_LOOKUP_CODES, `forms.maxLength:${MAX_LOOKUP_CODES}`)),
});
export type ProductLookupPayload = z.infer<typeof productLookupPayloadSchema>;

/** A product a code names: what a quick-order row shows; the price excludes VAT (null for guests, who cannot call this). */
export const lookupProductSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  url: urlSchema,
  image: z._default(z.nullable(imageSchema), null),
  stock: z.number(),
  unit_of_measure: textSchema,
  price_exc_vat: guestMoneySchema,
  ...packFields,
});
export type LookupProduct = z.infer<typeof lookupProductSchema>;

/**
 * What one code matched: `matched` one product (code equal but for case and accents), `ambiguous`
 * several, `unknown` none, then `suggestions` holds up to three close codes of the catalogue.
 */
export const lookupResultSchema = z.object({
  code: z.string(),
  status: z.enum(['matched', 'ambiguous', 'unknown']),
  products: z._default(z.array(lookupProductSchema), []),
  suggestions: z._default(z.array(z.string()), []),
});
export type LookupResult = z.infer<typeof lookupResultSchema>;

/** The answer: one result per code sent, in the order sent. */
export const productLookupResponseSchema = z.object({ ...envelope, results: z.array(lookupResultSchema) });
