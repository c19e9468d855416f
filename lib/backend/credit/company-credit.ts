import 'server-only';
import { sql } from 'drizzle-orm';
import type { ErrorItem } from '@/lib/contract/errors';
import { queryRows, type Db } from '../db/client';
import { money } from '../http';

const DAY_MS = 86_400_000;

/** A company's terms as the customers table holds them (docs/decisions/058-trade-terms.md, on account). */
export interface CreditTerms {
  paymentTermsDays: number | null;
  creditLimitCents: number | null;
}

/** What a company owes now, with VAT, in cents. */
export interface CreditBalance {
  /** the unpaid amount of every invoice */
  openCents: number;
  /** the unpaid amount of invoices past their due date, and how many there are */
  overdueCents: number;
  overdueCount: number;
  /** the unpaid amount of invoices past their due date by more than the grace period */
  lateCents: number;
  /** whole days the oldest of those is past its due date; 0 when none is */
  lateDays: number;
}

// Two-key advisory lock namespace: 'cred' in ASCII, apart from the cart's and the numbering's.
const CREDIT_LOCK_SPACE = 0x63726564;

/**
 * Serialises the placements of one company (its account, docs/decisions/059-company-accounts.md:
 * every person of it) inside the caller's transaction: the balance read after
 * it includes every order placed before, so two orders at once are counted one after the other and
 * can never pass the limit together. Held until the transaction ends.
 */
export async function lockCompanyCredit(tx: Db, accountId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CREDIT_LOCK_SPACE}::int4, ${accountId}::int4)`);
}

/** The balance of the account (every person's invoices) at `now` in one statement; invoices more than `graceDays` past due count as late. */
export async function companyBalance(db: Db, accountId: number, now: Date, graceDays: number): Promise<CreditBalance> {
  const at = now.toISOString();
  const lateBefore = new Date(now.getTime() - graceDays * DAY_MS).toISOString();
  const [row] = await queryRows<{
    open: string | number;
    overdue: string | number;
    overdue_count: string | number;
    late: string | number;
    oldest: string | null;
  }>(
    db,
    sql`SELECT coalesce(sum(not_paid_cents), 0)::int8 AS open,
               coalesce(sum(not_paid_cents) FILTER (WHERE due_to < ${at}::timestamptz), 0)::int8 AS overdue,
               count(*) FILTER (WHERE due_to < ${at}::timestamptz) AS overdue_count,
               coalesce(sum(not_paid_cents) FILTER (WHERE due_to < ${lateBefore}::timestamptz), 0)::int8 AS late,
               to_char(min(due_to) FILTER (WHERE due_to < ${lateBefore}::timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS oldest
          FROM invoices
         WHERE account_id = ${accountId} AND not_paid_cents > 0`,
  );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    openCents: Number(row?.open ?? 0),
    overdueCents: Number(row?.overdue ?? 0),
    overdueCount: Number(row?.overdue_count ?? 0),
    lateCents: Number(row?.late ?? 0),
    lateDays: oldest ? Math.floor((now.getTime() - oldest.getTime()) / DAY_MS) : 0,
  };
}

/** What the limit leaves for new orders (never below 0); null without a limit. */
export function availableCents(terms: CreditTerms, balance: CreditBalance): number | null {
  return terms.creditLimitCents === null ? null : Math.max(0, terms.creditLimitCents - balance.openCents);
}

/**
 * Why an order on account of `orderCents` (with VAT) is refused, or null when it may be placed
 * (docs/decisions/058-trade-terms.md): an invoice late beyond the grace period first, as no amount
 * makes up for it, then the limit, which the unpaid invoices and this order together may not pass.
 * The params are money with VAT, so the message can name the figures.
 */
export function creditRefusal(terms: CreditTerms, balance: CreditBalance, orderCents: number): ErrorItem | null {
  if (balance.lateCents > 0) {
    return { key: 'payment', code: 'messages.order.overdue', params: { overdue: money(balance.lateCents), days: balance.lateDays } };
  }
  if (terms.creditLimitCents !== null && balance.openCents + orderCents > terms.creditLimitCents) {
    return {
      key: 'payment',
      code: 'messages.order.creditLimit',
      params: { limit: money(terms.creditLimitCents), open: money(balance.openCents), order: money(orderCents) },
    };
  }
  return null;
}
