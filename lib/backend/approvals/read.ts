import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Approval, ApprovalState } from '@/lib/contract/schemas/approvals';
import { queryRows, type Db } from '../db/client';
import { money } from '../http';

/** The most requests a list answers: pending ones come first, so none waiting is ever cut off by old ones. */
export const APPROVALS_LIST_LIMIT = 100;

interface ApprovalRow {
  id: number;
  state: ApprovalState;
  createdAt: Date | string;
  decidedAt: Date | string | null;
  totalExcVatCents: number;
  note: string;
  orderId: number | null;
  orderNumber: string | null;
  name: string;
  email: string;
  site: string | null;
  lines: Array<{ code: string; name: string; quantity: number }> | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function approvalOfRow(row: ApprovalRow): Approval {
  return {
    id: row.id,
    state: row.state,
    created_at: iso(row.createdAt),
    decided_at: row.decidedAt === null ? null : iso(row.decidedAt),
    requester: { name: row.name.trim() || row.email, email: row.email },
    site: row.site,
    total_exc_vat: money(row.totalExcVatCents),
    note: row.note,
    order: row.orderId === null || row.orderNumber === null ? null : { id: row.orderId, number: row.orderNumber },
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as Approval['lines']) : row.lines,
  };
}

/**
 * The requests `where` picks (a condition on `a`, order_approvals), pending first, then the newest:
 * with the requester's name, the site's name, the order approval placed and the frozen cart's lines,
 * in ONE statement.
 */
async function approvalsWhere(db: Db, where: SQL, limit = APPROVALS_LIST_LIMIT): Promise<Approval[]> {
  const rows = await queryRows<ApprovalRow>(
    db,
    sql`SELECT a.id, a.state, a.created_at AS "createdAt", a.decided_at AS "decidedAt", a.total_exc_vat_cents AS "totalExcVatCents", a.note,
               o.id AS "orderId", o.number AS "orderNumber", concat_ws(' ', nullif(r.first_name, ''), nullif(r.last_name, '')) AS name, r.email,
               s.name AS site,
               coalesce((SELECT json_agg(json_build_object('code', p.code, 'name', p.name, 'quantity', l.quantity) ORDER BY l.id)
                         FROM cart_lines l JOIN products p ON p.id = l.product_id WHERE l.cart_id = a.cart_id), '[]'::json) AS lines
        FROM order_approvals a
        JOIN customers r ON r.id = a.requester_id
        LEFT JOIN building_sites s ON s.id = a.site_id
        LEFT JOIN orders o ON o.id = a.order_id
        WHERE ${where}
        ORDER BY (a.state = 'pending') DESC, a.id DESC
        LIMIT ${limit}`,
  );
  return rows.map(approvalOfRow);
}

/** The account's requests (the owner's list). */
export const approvalsOfAccount = (db: Db, accountId: number) => approvalsWhere(db, sql`a.account_id = ${accountId}`);

/** The person's own requests (the buyer's list). */
export const approvalsOfRequester = (db: Db, requesterId: number) => approvalsWhere(db, sql`a.requester_id = ${requesterId}`);

/** One request as it stands now. */
export async function approvalById(db: Db, id: number): Promise<Approval> {
  const [approval] = await approvalsWhere(db, sql`a.id = ${id}`, 1);
  if (!approval) throw new Error(`approval ${id} not found`);
  return approval;
}
