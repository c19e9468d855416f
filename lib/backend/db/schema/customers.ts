/** Customers and everything that signs them in: addresses, sessions, reset tokens, rate-limit counters. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './columns';
import { buildingSites } from './company';
import { priceLists } from './trade-terms';

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
    /** the company's price list; none: the list prices (docs/decisions/058-trade-terms.md) */
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    /** buying on account: invoices due this many days after issue; none: the company prepays */
    paymentTermsDays: smallint('payment_terms_days'),
    /** what unpaid invoices (with VAT, cents) may add up to, this order included; none: no limit */
    creditLimitCents: integer('credit_limit_cents'),
    /** the account (owner's row) a colleague belongs to; null on the owner's row (docs/decisions/059-company-accounts.md) */
    companyAccountId: integer('company_account_id').references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    /** owner, buyer or accountant; the owner is the row without company_account_id */
    role: varchar('role', { length: 12 }).notNull().default('owner'),
    /** a buyer's limit per order excluding VAT (cents); null: no limit */
    orderLimitCents: integer('order_limit_cents'),
    /** the building site the person works on now; its open cart is the basket; null: none */
    currentSiteId: integer('current_site_id').references((): AnyPgColumn => buildingSites.id, { onDelete: 'set null' }),
    /** when the owner removed the person (active is false from then on); their orders stay */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.email),
    index('customers_company_account_idx').on(t.companyAccountId),
    check('customers_role_check', sql`${t.role} in ('owner', 'buyer', 'accountant')`),
    check('customers_owner_has_no_account', sql`(${t.role} = 'owner') = (${t.companyAccountId} is null)`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: customerOwned(),
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
    customerId: customerOwned(),
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
    customerId: customerOwned(),
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

/** A row that belongs to a customer (`customer_id`): deleted with the account. */
export function customerOwned() {
  return ownedBy('customer_id', () => customers.id);
}
