import type { InvoiceListItem } from '@/lib/contract/schemas/account';
import { bratislavaDay } from '@/lib/shared/format/dates';
import { toCents } from '@/lib/shared/format/money';

/** paid: nothing left to pay; due: unpaid, its due day not yet past; overdue: unpaid after its due day. */
export type InvoiceStatus = 'paid' | 'due' | 'overdue';

/** Where an invoice stands on the day of `now` (Bratislava days: due today is not yet overdue). */
export function invoiceStatus(invoice: Pick<InvoiceListItem, 'not_paid_amount' | 'due_to'>, now: Date): InvoiceStatus {
  if (toCents(invoice.not_paid_amount) <= 0) return 'paid';
  const due = new Date(invoice.due_to);
  if (Number.isNaN(due.getTime())) return 'due';
  return bratislavaDay(due) < bratislavaDay(now) ? 'overdue' : 'due';
}
