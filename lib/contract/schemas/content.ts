import * as z from 'zod/mini';
import { countSchema, envelope, optionalImageSchema, textSchema, urlSchema } from './common';

/** A blog card; `perex` is HTML (sanitise before rendering), `image` null shows the placeholder. */
export const blogCardSchema = z.object({
  title: z.string(),
  perex: textSchema,
  image: optionalImageSchema,
  url: urlSchema,
});
export type BlogCard = z.infer<typeof blogCardSchema>;

/** A whole article; `content` is HTML, `publish` ISO 8601. */
export const blogSchema = z.object({
  title: z.string(),
  content: textSchema,
  publish: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

/** A text page; `content` is HTML. */
export const textPageSchema = z.object({
  title: z.string(),
  content: textSchema,
});
export type TextPage = z.infer<typeof textPageSchema>;

/** GET /blog/list/{lang}/{limit}/{offset} */
export const blogListResponseSchema = z.object({ ...envelope, blogs: z.array(blogCardSchema), count: countSchema });
export type BlogList = Pick<z.infer<typeof blogListResponseSchema>, 'blogs' | 'count'>;

/** GET /blog/homepage/{lang} */
export const homepageBlogsResponseSchema = z.object({ ...envelope, blogs: z.array(blogCardSchema) });

/** GET /blog/url/{lang}/{url} */
export const blogResponseSchema = z.object({ ...envelope, blog: blogSchema });

/** GET /text-pages/url/{lang}/{url} */
export const textPageResponseSchema = z.object({ ...envelope, page: textPageSchema });
