import * as z from 'zod/mini';
import { envelope } from './common';

export const menuUrlTypeSchema = z.enum(['category', 'text-page', 'blog-list']);
export const menuUrlSchema = z.object({ type: menuUrlTypeSchema, url: z.string() });

export interface MenuChild {
  id: number;
  label: string;
  url: z.infer<typeof menuUrlSchema>;
  children: MenuChild[];
}

export const menuChildSchema: z.ZodMiniType<MenuChild> = z.lazy(() =>
  z.object({
    id: z.number(),
    label: z.string(),
    url: menuUrlSchema,
    children: z._default(z.array(menuChildSchema), []),
  }),
);

export const menuItemSchema = z.object({
  id: z.number(),
  label: z.string(),
  description: z.pipe(
    z.nullable(z.string()),
    z.transform((v) => v ?? ''),
  ),
  url: menuUrlSchema,
  color: z.nullable(z.string()),
  bg_color: z.nullable(z.string()),
  children: z._default(z.array(menuChildSchema), []),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuResponseSchema = z.object({ ...envelope, menu: z.array(menuItemSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;
