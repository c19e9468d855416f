/** @jest-environment node */
import { invoiceStatus } from '@/lib/shop/account/invoice-status';

// 23 Nov 2026, 10:00 in Bratislava (UTC+1)
const NOW = new Date('2026-11-23T09:00:00Z');

describe('invoiceStatus', () => {
  it('is paid when nothing is left to pay, whatever the due date', () => {
    expect(invoiceStatus({ not_paid_amount: 0, due_to: '2026-01-01T00:00:00Z' }, NOW)).toBe('paid');
  });

  it('is due while unpaid up to and including its due day', () => {
    expect(invoiceStatus({ not_paid_amount: 12.5, due_to: '2026-12-01T00:00:00Z' }, NOW)).toBe('due');
    // late on the due day, and just after midnight of it, in Bratislava
    expect(invoiceStatus({ not_paid_amount: 12.5, due_to: '2026-11-23T22:30:00Z' }, NOW)).toBe('due');
    expect(invoiceStatus({ not_paid_amount: 12.5, due_to: '2026-11-22T23:30:00Z' }, NOW)).toBe('due');
  });

  it('is overdue when unpaid after its due day in Bratislava', () => {
    // 22 Nov 22:59 UTC is 23:59 on 22 Nov in Bratislava: the day before today
    expect(invoiceStatus({ not_paid_amount: 12.5, due_to: '2026-11-22T22:59:00Z' }, NOW)).toBe('overdue');
    expect(invoiceStatus({ not_paid_amount: 0.01, due_to: '2026-11-01T00:00:00Z' }, NOW)).toBe('overdue');
  });
});
