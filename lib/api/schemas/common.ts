import { z } from 'zod';
import { errorItemSchema } from '../errors';

/** `{ url }` of products, articles, pages (one segment) and categories (whole path). */
export const urlSchema = z.object({ url: z.string() });

export const imageSchema = z.object({
  src: z.string(),
  caption: z.string().nullable().optional().transform((v) => v ?? ''),
});
export type Image = z.infer<typeof imageSchema>;

/** Success envelope fields; `success` may be missing on 2xx (contract.md). */
export const envelope = {
  success: z.literal(true).optional(),
  error: z.union([z.array(errorItemSchema), errorItemSchema, z.null()]).optional(),
};

/** Money: a number with at most 2 decimals; null for guests. */
export const moneySchema = z.number().finite();

export const okSchema = z.object({ ...envelope }).loose();
