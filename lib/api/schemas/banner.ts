import { z } from 'zod';
import { envelope } from './common';

export const bannerSchema = z.object({
  image: z.string(),
  label: z.string(),
  url: z.string().nullable().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersResponseSchema = z.object({ ...envelope, banners: z.array(bannerSchema) });
