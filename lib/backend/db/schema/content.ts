/** Editorial content: banners, blog, text pages, the menu's extra links, and questions sent from product pages. */
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products } from './catalogue';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  lang: varchar('lang', { length: 5 }).notNull().default('sk'),
  image: varchar('image', { length: 300 }).notNull(),
  label: varchar('label', { length: 300 }).notNull(),
  url: varchar('url', { length: 300 }),
  position: smallint('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** What an article and a text page both are: a titled page of one language, found by its slug (unique per language). */
const pageInLanguage = () => ({
  id: serial('id').primaryKey(),
  lang: varchar('lang', { length: 5 }).notNull().default('sk'),
  slug: varchar('slug', { length: 300 }).notNull(),
  title: varchar('title', { length: 300 }).notNull(),
});

export const blogs = pgTable(
  'blogs',
  {
    ...pageInLanguage(),
    perex: text('perex').notNull().default(''),
    content: text('content').notNull().default(''),
    image: varchar('image', { length: 300 }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    onHomepage: boolean('on_homepage').notNull().default(false),
  },
  (t) => [
    uniqueIndex('blogs_lang_slug_uq').on(t.lang, t.slug),
    index('blogs_lang_published_idx').on(t.lang, t.publishedAt),
    index('blogs_lang_homepage_idx').on(t.lang, t.onHomepage, t.publishedAt),
  ],
);

export const textPages = pgTable(
  'text_pages',
  {
    ...pageInLanguage(),
    content: text('content').notNull().default(''),
  },
  (t) => [uniqueIndex('text_pages_lang_slug_uq').on(t.lang, t.slug)],
);

/**
 * Extra top-level menu entries that are not product lines (text pages, blog list).
 * Product lines come from `categories`; this keeps the menu one call (docs/contract.md#shell).
 */
export const menuLinks = pgTable('menu_links', {
  id: serial('id').primaryKey(),
  label: varchar('label', { length: 120 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  type: varchar('type', { length: 20 }).notNull(),
  url: varchar('url', { length: 300 }).notNull(),
  color: varchar('color', { length: 20 }),
  bgColor: varchar('bg_color', { length: 20 }),
  position: integer('position').notNull().default(100),
});

/** Questions sent from the product page (contact/send). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  name: varchar('name', { length: 250 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 40 }).notNull().default(''),
  subject: varchar('subject', { length: 300 }).notNull().default(''),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
