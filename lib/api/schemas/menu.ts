import { z } from 'zod';
import { envelope } from './common';

export const menuUrlTypeSchema = z.enum(['category', 'text-page', 'blog-list']);
export const menuUrlSchema = z.object({ type: menuUrlTypeSchema, url: z.string() });

export interface MenuChild {
  id: number;
  label: string;
  url: z.infer<typeof menuUrlSchema>;
  children: MenuChild[];
}

export const menuChildSchema: z.ZodType<MenuChild> = z.lazy(() =>
  z.object({
    id: z.number(),
    label: z.string(),
    url: menuUrlSchema,
    children: z.array(menuChildSchema).default([]),
  }),
);

export const menuItemSchema = z.object({
  id: z.number(),
  label: z.string(),
  description: z.string().nullable().transform((v) => v ?? ''),
  url: menuUrlSchema,
  color: z.string().nullable(),
  bg_color: z.string().nullable(),
  children: z.array(menuChildSchema).default([]),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuResponseSchema = z.object({ ...envelope, menu: z.array(menuItemSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;
