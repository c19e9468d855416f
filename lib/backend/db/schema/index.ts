/**
 * The embedded backend's whole data model, one drizzle table per concept, one file per domain.
 * Money is stored in integer cents; VAT is applied on read (lib/backend/pricing/money).
 * Migrations are generated from these files with `npm run db:generate` and run unchanged on
 * PGlite and PostgreSQL. Import tables from here (`../db/schema`), not from the domain files.
 */
export * from './catalogue';
export * from './catalogue-versions';
export * from './manufacturers';
export * from './product-details';
export * from './search';
export * from './content';
export * from './checkout-options';
export * from './warehouse-stock';
export * from './trade-terms';
export * from './customers';
export * from './company';
export * from './cart';
export * from './orders';
export * from './approvals';
export * from './e-invoices';
export * from './payments';
export * from './idempotency';
export * from './media';
