import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { normalizeEmail } from '../auth/email';
import { queryRows, type Db } from '../db/client';
import { customers, invoices, priceBreaks, priceListCategoryDiscounts, priceListNetPrices, priceLists } from '../db/schema';

/** A price list as an operator sees it: what it holds and how many companies are on it. */
export interface PriceListSummary {
  code: string;
  name: string;
  companies: number;
  categoryDiscounts: number;
  netPrices: number;
  breaks: number;
}

/** What a company buys on (docs/decisions/058-trade-terms.md); money in cents, with VAT where owed. */
export interface CompanyTerms {
  email: string;
  company: string;
  priceList: { code: string; name: string } | null;
  termsDays: number | null;
  creditLimitCents: number | null;
  openCents: number;
  openInvoices: number;
  overdueCents: number;
  overdueInvoices: number;
}

export type TermsFailure = { failure: 'unknownCustomer' } | { failure: 'unknownList' };

/** Every price list, by code, with the number of companies on it and of its rules. */
export async function listPriceLists(db: Db): Promise<PriceListSummary[]> {
  return queryRows<PriceListSummary>(
    db,
    sql`SELECT l.code, l.name,
               (SELECT count(*) FROM ${customers} c WHERE c.price_list_id = l.id)::int AS "companies",
               (SELECT count(*) FROM ${priceListCategoryDiscounts} d WHERE d.price_list_id = l.id)::int AS "categoryDiscounts",
               (SELECT count(*) FROM ${priceListNetPrices} n WHERE n.price_list_id = l.id)::int AS "netPrices",
               (SELECT count(*) FROM ${priceBreaks} b WHERE b.price_list_id = l.id)::int AS "breaks"
        FROM ${priceLists} l
        ORDER BY l.code`,
  );
}

/** The list an operator names, by code, whatever its case. */
async function findList(db: Db, code: string) {
  const [list] = await db
    .select({ id: priceLists.id, code: priceLists.code, name: priceLists.name })
    .from(priceLists)
    .where(eq(sql`lower(${priceLists.code})`, code.trim().toLowerCase()))
    .limit(1);
  return list ?? null;
}

/** Puts the company of `email` on the list `code`, or on none (the list prices) with null. */
export async function assignPriceList(db: Db, email: string, code: string | null): Promise<CompanyTerms | TermsFailure> {
  const list = code === null ? null : await findList(db, code);
  if (code !== null && !list) return { failure: 'unknownList' };
  const [row] = await db
    .update(customers)
    .set({ priceListId: list?.id ?? null })
    .where(eq(customers.email, normalizeEmail(email)))
    .returning({ id: customers.id });
  return row ? companyTerms(db, email) : { failure: 'unknownCustomer' };
}

/**
 * Lets the company of `email` buy on account with invoices due in `days` and at most `limitCents`
 * owed (null: no limit), or, with null terms, makes it prepay again.
 */
export async function setPaymentTerms(db: Db, email: string, terms: { days: number; limitCents: number | null } | null): Promise<CompanyTerms | TermsFailure> {
  const [row] = await db
    .update(customers)
    .set({ paymentTermsDays: terms?.days ?? null, creditLimitCents: terms?.limitCents ?? null })
    .where(eq(customers.email, normalizeEmail(email)))
    .returning({ id: customers.id });
  return row ? companyTerms(db, email) : { failure: 'unknownCustomer' };
}

/** The company's list, terms, limit and what it owes now (unpaid invoices, and those past their due date). */
export async function companyTerms(db: Db, email: string, now = new Date()): Promise<CompanyTerms | TermsFailure> {
  const [company] = await db
    .select({
      id: customers.id,
      email: customers.email,
      company: customers.companyName,
      termsDays: customers.paymentTermsDays,
      creditLimitCents: customers.creditLimitCents,
      listCode: priceLists.code,
      listName: priceLists.name,
    })
    .from(customers)
    .leftJoin(priceLists, eq(priceLists.id, customers.priceListId))
    .where(eq(customers.email, normalizeEmail(email)))
    .limit(1);
  if (!company) return { failure: 'unknownCustomer' };
  const owed = (overdueOnly: boolean) =>
    db
      .select({ cents: sql<number>`coalesce(sum(${invoices.notPaidCents}), 0)::int`, n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.accountId, company.id), gt(invoices.notPaidCents, 0), overdueOnly ? lt(invoices.dueTo, now) : undefined));
  const [[open], [overdue]] = await Promise.all([owed(false), owed(true)]);
  return {
    email: company.email,
    company: company.company,
    priceList: company.listCode === null || company.listName === null ? null : { code: company.listCode, name: company.listName },
    termsDays: company.termsDays,
    creditLimitCents: company.creditLimitCents,
    openCents: open?.cents ?? 0,
    openInvoices: open?.n ?? 0,
    overdueCents: overdue?.cents ?? 0,
    overdueInvoices: overdue?.n ?? 0,
  };
}
