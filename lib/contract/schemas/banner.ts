import * as z from 'zod/mini';
import { envelope } from './common';

export const bannerSchema = z.object({
  image: z.string(),
  label: z.string(),
  url: z.optional(z.nullable(z.string())),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersResponseSchema = z.object({ ...envelope, banners: z.array(bannerSchema) });
