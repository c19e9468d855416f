import * as z from 'zod/mini';
import { envelope, idSchema, textSchema, urlSchema } from './common';

/** A category page's header. `url` is read as `{ url }` whether sent as an object or a plain string. */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** HTML: sanitise before rendering */
  description: textSchema,
  url: z.union([
    urlSchema,
    z.pipe(
      z.string(),
      z.transform((url) => ({ url })),
    ),
  ]),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /category/url/{url}/{lang} */
export const categoryResponseSchema = z.object({ ...envelope, category: categorySchema });
