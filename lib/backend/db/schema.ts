/**
 * The embedded backend's whole data model, one drizzle table per concept.
 * Money is stored in integer cents; VAT is applied on read (lib/backend/pricing).
 * Migrations are generated from this file with `npm run db:generate` and run
 * unchanged on PGlite and PostgreSQL.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/* ---------- catalogue ---------- */

/** Category tree. Top-level rows (parent_id null) are the product lines shown in the menu. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    /** own url segment, lowercase ascii with hyphens */
    slug: varchar('slug', { length: 120 }).notNull(),
    /** whole path below /category/, e.g. "cctv/ip-kamery/bullet" */
    path: varchar('path', { length: 400 }).notNull(),
    depth: smallint('depth').notNull().default(0),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** menu colours, set on the top level only */
    color: varchar('color', { length: 20 }),
    bgColor: varchar('bg_color', { length: 20 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_path_uq').on(t.path),
    // prefix LIKE ('cctv/%') on a subtree must use an index whatever the database's collation
    index('categories_path_prefix_idx').on(t.path.op('varchar_pattern_ops')),
    index('categories_slug_idx').on(t.slug, t.depth),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  logo: varchar('logo', { length: 300 }),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    /** Slovak alphabetical order of the name, byte-comparable (COLLATE "C"): slovak_sort_key(), migration 0006 */
    nameSortKey: text('name_sort_key').generatedAlwaysAs(sql`slovak_sort_key(name)`),
    vendor: varchar('vendor', { length: 120 }).notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    slug: varchar('slug', { length: 300 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    stock: integer('stock').notNull().default(0),
    unitOfMeasure: varchar('unit_of_measure', { length: 20 }).notNull().default('ks'),
    /** list price excluding VAT, cents */
    basePriceCents: integer('base_price_cents').notNull(),
    /** discount in whole percent, 0-100 */
    discount: smallint('discount').notNull().default(0),
    /** final price excluding VAT in cents = base * (100 - discount) / 100, stored for ordering and filtering */
    priceCents: integer('price_cents').notNull(),
    onOffer: boolean('on_offer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_code_uq').on(t.code),
    index('products_category_id_idx').on(t.categoryId, t.id),
    index('products_category_name_idx').on(t.categoryId, t.nameSortKey),
    index('products_category_price_idx').on(t.categoryId, t.priceCents),
    index('products_category_code_idx').on(t.categoryId, t.code),
    // the home page offers: active AND on_offer, newest first
    index('products_offer_idx').on(t.active, t.onOffer, t.id),
    // listing counts (filtered_products_count) per category subtree without reading the table
    index('products_active_category_stock_idx').on(t.categoryId, t.stock).where(sql`${t.active}`),
    // listings by name or code (orderings 2, 3, 6, 7) walk these in order and stop after one page,
    // instead of sorting a whole product line (EXPLAIN in tests/bench/explain-listing.ts)
    index('products_active_name_idx').on(t.nameSortKey, t.id).where(sql`${t.active}`),
    index('products_active_code_idx').on(t.code, t.id).where(sql`${t.active}`),
  ],
);

/**
 * Search keys of a product, kept by triggers on `products` (migration 0003_search): name, code and
 * vendor lower-cased and unaccented, as words (`' ip kamera 4 mpx '`) and squeezed together
 * (`'ipkamera4mpx'`), plus the code alone squeezed (`'ds2cd2143g2i'`). A narrow table of its own,
 * so matching reads a few hundred small pages instead of the wide product rows.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
    /** ' ' + words + ' ', so a word prefix is LIKE '% tok%' */
    words: text('words').notNull(),
    /** words without spaces: '4mp' finds '4 Mpx', 'ds2cd' finds 'DS-2CD' */
    compact: text('compact').notNull(),
    /** the words stemmed (search_stems, migration 0005): ' kamr ' for 'kamera', 'kamery', 'kamier' */
    stems: text('stems').notNull(),
    codeKey: text('code_key').notNull(),
  },
  (t) => [
    index('product_search_compact_trgm_idx').using('gin', t.compact.op('gin_trgm_ops')),
    index('product_search_words_trgm_idx').using('gin', t.words.op('gin_trgm_ops')),
    index('product_search_stems_trgm_idx').using('gin', t.stems.op('gin_trgm_ops')),
    index('product_search_code_key_idx').on(t.codeKey.op('text_pattern_ops')),
  ],
);

/** Every word (3+ letters) of product search text: the dictionary a query with a typo is corrected against. */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  { word: text('word').primaryKey() },
  (t) => [index('search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    src: varchar('src', { length: 300 }).notNull(),
    caption: varchar('caption', { length: 300 }).notNull().default(''),
    cover: boolean('cover').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productParameters = pgTable(
  'product_parameters',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** parameter group, e.g. "Obraz", "Napájanie" */
    category: varchar('category', { length: 120 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    value: varchar('value', { length: 300 }).notNull(),
    unit: varchar('unit', { length: 30 }).notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_parameters_product_idx').on(t.productId, t.position)],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** group title, e.g. "Technické listy" */
    groupTitle: varchar('group_title', { length: 120 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    filename: varchar('filename', { length: 200 }).notNull(),
    filesize: integer('filesize').notNull(),
    fileIcon: varchar('file_icon', { length: 20 }).notNull().default('pdf'),
  },
  (t) => [index('attachments_product_idx').on(t.productId)],
);

/* ---------- content ---------- */

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  lang: varchar('lang', { length: 5 }).notNull().default('sk'),
  image: varchar('image', { length: 300 }).notNull(),
  label: varchar('label', { length: 300 }).notNull(),
  url: varchar('url', { length: 300 }),
  position: smallint('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    lang: varchar('lang', { length: 5 }).notNull().default('sk'),
    slug: varchar('slug', { length: 300 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
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
    id: serial('id').primaryKey(),
    lang: varchar('lang', { length: 5 }).notNull().default('sk'),
    slug: varchar('slug', { length: 300 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    content: text('content').notNull().default(''),
  },
  (t) => [uniqueIndex('text_pages_lang_slug_uq').on(t.lang, t.slug)],
);

/**
 * Extra top-level menu entries that are not product lines (text pages, blog list).
 * Product lines come from `categories`; this keeps the menu one call (contract.md).
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

/* ---------- checkout options ---------- */

export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  priceCents: integer('price_cents').notNull(),
  pickUp: boolean('pick_up').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  isPacketa: boolean('is_packeta').notNull().default(false),
  position: smallint('position').notNull().default(0),
});

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  priceCents: integer('price_cents').notNull(),
  allowForStore: boolean('allow_for_store').notNull().default(false),
  allowForShipping: boolean('allow_for_shipping').notNull().default(false),
  /** "transfer" gets an unpaid invoice with PAY by square; others as labelled */
  kind: varchar('kind', { length: 20 }).notNull().default('transfer'),
  position: smallint('position').notNull().default(0),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  /** HTML (spec §3) */
  address: text('address').notNull(),
  position: smallint('position').notNull().default(0),
});

/** Demo pickup points served to the local Packeta stand-in when no API key is configured. */
export const packetaPoints = pgTable('packeta_points', {
  id: varchar('id', { length: 40 }).primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  street: varchar('street', { length: 200 }).notNull(),
  city: varchar('city', { length: 120 }).notNull(),
  zip: varchar('zip', { length: 10 }).notNull(),
});

/* ---------- customers ---------- */

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 120 }).notNull().default(''),
    lastName: varchar('last_name', { length: 120 }).notNull().default(''),
    displayName: varchar('display_name', { length: 120 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    companyId: varchar('company_id', { length: 20 }).notNull(),
    vatRegistrationId: varchar('vat_registration_id', { length: 20 }).notNull().default(''),
    extVatRegistrationId: varchar('ext_vat_registration_id', { length: 20 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
    newsletter: boolean('newsletter').notNull().default(false),
    lastAuthCheck: timestamp('last_auth_check', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_email_uq').on(t.email)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 1 invoice, 2 delivery */
    type: smallint('type').notNull(),
    firstName: varchar('first_name', { length: 120 }).notNull(),
    lastName: varchar('last_name', { length: 120 }).notNull(),
    street: varchar('street', { length: 200 }).notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    zip: varchar('zip', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    country: smallint('country').notNull().default(32),
  },
  (t) => [uniqueIndex('addresses_customer_type_uq').on(t.customerId, t.type)],
);

/** Sessions: only the SHA-256 of the 256-bit id is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** value the storefront keeps in the auth_check cookie; must match */
    authCheck: varchar('auth_check', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/** Fixed-window counters for sign-in and reset rate limits, keyed like "signin:ip:1.2.3.4". */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/* ---------- cart and wishlist ---------- */

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** open carts take lines; placing an order closes the cart (status "ordered") */
    status: varchar('status', { length: 12 }).notNull().default('open'),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    salePointId: integer('sale_point_id').references(() => warehouses.id),
    packetaPoint: varchar('packeta_point', { length: 40 }),
    packetaPointName: varchar('packeta_point_name', { length: 200 }),
    packetaPointAddress: varchar('packeta_point_address', { length: 300 }),
    note: text('note').notNull().default(''),
    isDeliveryAddress: boolean('is_delivery_address').notNull().default(false),
    /** checkout addresses as sent by the customer: {1: invoice, 2: delivery} */
    checkoutAddresses: jsonb('checkout_addresses').$type<Record<string, Record<string, string>>>(),
    giftCard: varchar('gift_card', { length: 60 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_customer_status_idx').on(t.customerId, t.status)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_lines_cart_product_uq').on(t.cartId, t.productId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/* ---------- orders, invoices, mail ---------- */

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** the cart this order consumed: unique, so one cart makes one order */
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    status: varchar('status', { length: 60 }).notNull(),
    shippingName: varchar('shipping_name', { length: 120 }).notNull(),
    shippingPriceCents: integer('shipping_price_cents').notNull(),
    paymentName: varchar('payment_name', { length: 120 }).notNull(),
    paymentPriceCents: integer('payment_price_cents').notNull(),
    productsPriceCents: integer('products_price_cents').notNull(),
    totalExcVatCents: integer('total_exc_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    salePointName: varchar('sale_point_name', { length: 200 }),
    packetaPoint: varchar('packeta_point', { length: 40 }),
    packetaPointName: varchar('packeta_point_name', { length: 200 }),
    packetaPointAddress: varchar('packeta_point_address', { length: 300 }),
    note: text('note').notNull().default(''),
    invoiceAddress: jsonb('invoice_address').$type<Record<string, string>>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, string>>().notNull(),
    followNews: boolean('follow_news').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_cart_uq').on(t.cartId),
    index('orders_customer_idx').on(t.customerId, t.id),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    code: varchar('code', { length: 80 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    slug: varchar('slug', { length: 300 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    varsymbol: varchar('varsymbol', { length: 10 }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** opaque id used in invoice_url so numbers cannot be enumerated */
    publicId: varchar('public_id', { length: 40 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    notPaidCents: integer('not_paid_cents').notNull(),
    createdAt: createdAt(),
    dueTo: timestamp('due_to', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_public_id_uq').on(t.publicId),
    index('invoices_customer_idx').on(t.customerId, t.id),
  ],
);

/** Every mail the backend sends, kept for audit; delivered by SMTP or written as .eml. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: varchar('to_address', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  kind: varchar('kind', { length: 30 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
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

/** Catalogue-level key/value settings written by the seed (e.g. seed version). */
export const meta = pgTable('meta', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});
