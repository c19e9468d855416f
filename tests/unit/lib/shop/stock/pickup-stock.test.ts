import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';
import { beforeReservation, linesAt, pickupWhen, type PickupWhen } from '@/lib/shop/stock/pickup-stock';
import { DEMO_WAREHOUSES } from './demo-warehouses';

const BRATISLAVA = { cutOff: '12:00', readyFrom: '14:00' };
// Wednesday 25 November 2026, 10:00 in Bratislava: before the cut-off
const WEDNESDAY_MORNING = new Date('2026-11-25T09:00:00Z');
// Friday 27 November 2026, 18:00 in Bratislava: after it
const FRIDAY_EVENING = new Date('2026-11-27T17:00:00Z');

/** The rule's answer as "kind YYYY-MM-DD when". */
function said(when: PickupWhen) {
  if (when.kind === 'afterRestock') return when.kind;
  const { day, when: named } = when.ready;
  return `${when.kind} ${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')} ${named}`;
}

describe('pickup by where the pieces are (decision 066)', () => {
  it('the store holds every line: today before the cut-off, as without stock', () => {
    const lines = [
      { quantity: 2, store: 4, central: 0 },
      { quantity: 1, store: 1, central: 50 },
    ];
    expect(said(pickupWhen(WEDNESDAY_MORNING, BRATISLAVA, lines))).toBe('inStore 2026-11-25 today');
    expect(said(pickupWhen(FRIDAY_EVENING, BRATISLAVA, lines))).toBe('inStore 2026-11-30 weekday');
  });

  it('the store lacks one line and the central warehouse holds it: the working day after the transfer', () => {
    const lines = [
      { quantity: 2, store: 4, central: 0 },
      { quantity: 5, store: 1, central: 120 },
    ];
    // sent Wednesday, ready Thursday
    expect(said(pickupWhen(WEDNESDAY_MORNING, BRATISLAVA, lines))).toBe('afterTransfer 2026-11-26 tomorrow');
    // Friday evening: sent Monday, ready Tuesday
    expect(said(pickupWhen(FRIDAY_EVENING, BRATISLAVA, lines))).toBe('afterTransfer 2026-12-01 weekday');
  });

  it('the store and the central warehouse together hold the line: the transfer brings the rest', () => {
    expect(pickupWhen(WEDNESDAY_MORNING, BRATISLAVA, [{ quantity: 5, store: 2, central: 3 }]).kind).toBe('afterTransfer');
  });

  it('nobody holds a line: ready after restocking, no day promised', () => {
    const lines = [
      { quantity: 1, store: 4, central: 0 },
      { quantity: 3, store: 0, central: 2 },
    ];
    expect(said(pickupWhen(WEDNESDAY_MORNING, BRATISLAVA, lines))).toBe('afterRestock');
    // a store oversold by a race (−1) lends the central warehouse nothing
    expect(pickupWhen(WEDNESDAY_MORNING, BRATISLAVA, [{ quantity: 2, store: -1, central: 1 }]).kind).toBe('afterRestock');
  });
});

const STOCK: WarehouseStock = {
  success: true,
  warehouses: DEMO_WAREHOUSES,
  products: [
    {
      id: 10,
      warehouses: [
        { id: 1, stock: 4 },
        { id: 3, stock: 120 },
      ],
    },
    { id: 11, warehouses: [{ id: 2, stock: 7 }] },
    { id: 12, warehouses: [] },
  ],
};

describe('the lines’ pieces from the stock extension', () => {
  it('reads the store’s and the central warehouse’s pieces of each line; a warehouse left out holds none', () => {
    expect(
      linesAt(
        STOCK,
        [
          { productId: 10, quantity: 2 },
          { productId: 11, quantity: 1 },
        ],
        1,
      ),
    ).toEqual([
      { quantity: 2, store: 4, central: 120 },
      { quantity: 1, store: 0, central: 0 },
    ]);
  });

  it('is unknown without the extension, for a line without a product id, or a product without warehouse rows', () => {
    expect(linesAt(null, [{ productId: 10, quantity: 1 }], 1)).toBeNull();
    expect(linesAt(STOCK, [{ productId: 10, quantity: 1 }, null], 1)).toBeNull();
    expect(linesAt(STOCK, [{ productId: 12, quantity: 1 }], 1)).toBeNull();
    expect(linesAt(STOCK, [{ productId: 99, quantity: 1 }], 1)).toBeNull();
  });
});

describe('a placed order’s lines as they stood before it', () => {
  it('counts the order’s own pieces back into the store it took them from', () => {
    const after = [{ quantity: 2, store: 1, central: 50 }];
    expect(beforeReservation(after)).toEqual([{ quantity: 2, store: 3, central: 50 }]);
    // Košice had none: the order left it at −2, and it still waits for the transfer
    expect(pickupWhen(WEDNESDAY_MORNING, BRATISLAVA, beforeReservation([{ quantity: 2, store: -2, central: 50 }])).kind).toBe('afterTransfer');
  });
});
