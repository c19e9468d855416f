/**
 * Company accounts (docs/decisions/059-company-accounts.md): a company is its owner's customer row
 * (the account); these are what the account keeps besides its people: building sites, invitations
 * of new people and the shared delivery addresses.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './customers';

/** The roles a person of an account has; the owner is the row without `company_account_id`. */
export const COMPANY_ROLES = ['owner', 'buyer', 'accountant'] as const;

/** A customer row the record belongs to as its account (the owner's row): deleted with it. */
export function accountOwned() {
  return integer('account_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
}

/** A named job the company works on; its carts, orders and invoices carry its job reference. */
export const buildingSites = pgTable(
  'building_sites',
  {
    id: serial('id').primaryKey(),
    accountId: accountOwned(),
    name: varchar('name', { length: 200 }).notNull(),
    street: varchar('street', { length: 200 }).notNull().default(''),
    city: varchar('city', { length: 120 }).notNull().default(''),
    zip: varchar('zip', { length: 10 }).notNull().default(''),
    jobReference: varchar('job_reference', { length: 60 }).notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('building_sites_account_idx').on(t.accountId, t.id)],
);

/** A single-use invitation into an account: only the SHA-256 of the 256-bit token is stored. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    accountId: accountOwned(),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 12 }).notNull(),
    /** a buyer's limit per order excluding VAT; null: no limit */
    orderLimitCents: integer('order_limit_cents'),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('company_invitations_account_idx').on(t.accountId), check('company_invitations_role_check', sql`${t.role} in ('buyer', 'accountant')`)],
);

/** The account's shared delivery addresses, which every buyer can pick at checkout. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: accountOwned(),
    label: varchar('label', { length: 120 }).notNull().default(''),
    firstName: varchar('first_name', { length: 120 }).notNull(),
    lastName: varchar('last_name', { length: 120 }).notNull(),
    street: varchar('street', { length: 200 }).notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    zip: varchar('zip', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('company_addresses_account_idx').on(t.accountId, t.id)],
);
