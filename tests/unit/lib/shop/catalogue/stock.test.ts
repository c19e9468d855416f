/** @jest-environment node */
import { isInStock, stockLabel, stockSplit } from '@/lib/shop/catalogue/stock';

describe('stockLabel (docs/rules.md#states, docs/rules.md#limits)', () => {
  it.each([0, -1, -500, Number.NaN])('shows %p as to order', (stock) => {
    expect(stockLabel(stock)).toEqual({ kind: 'toOrder' });
    expect(isInStock(stock)).toBe(false);
  });

  it.each([
    [1, 5],
    [3, 5],
    [5, 5],
    [6, 10],
    [10, 10],
    [11, 20],
    [20, 20],
    [21, 50],
    [50, 50],
    [51, 100],
    [100, 100],
    [101, 250],
    [250, 250],
    [251, 500],
    [500, 500],
    [501, 1000],
    [999, 1000],
    [1000, 1000],
    [0.5, 5],
  ])('shows %p as up to %p', (stock, threshold) => {
    expect(stockLabel(stock)).toEqual({ kind: 'lessThan', threshold });
    expect(isInStock(stock)).toBe(true);
  });

  it.each([1001, 5000, Number.POSITIVE_INFINITY])('shows %p as more than 1000', (stock) => {
    expect(stockLabel(stock)).toEqual({ kind: 'over1000' });
  });
});

describe('stockSplit (an order above stock is accepted, the pieces beyond stock are to order)', () => {
  it.each([
    [5, 3, { inStock: 3, toOrder: 2 }],
    [2, 1, { inStock: 1, toOrder: 1 }],
    [3, 3, { inStock: 3, toOrder: 0 }],
    [1, 1500, { inStock: 1, toOrder: 0 }],
    [3, 0, { inStock: 0, toOrder: 3 }],
    [3, -2, { inStock: 0, toOrder: 3 }],
    [3, Number.NaN, { inStock: 0, toOrder: 3 }],
  ])('%p pieces at stock %p', (quantity, stock, split) => {
    expect(stockSplit(quantity, stock)).toEqual(split);
  });
});
