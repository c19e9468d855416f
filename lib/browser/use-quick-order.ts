'use client';

import { useCallback, useState } from 'react';
import { lookupProducts } from '@/lib/contract/calls/product-lookup';
import { isMissingExtension } from '@/lib/contract/errors';
import type { LookupProduct } from '@/lib/contract/schemas/product-lookup';
import { buildRows, rowQuantity, withChosenProduct, withLookup, type OrderRow } from '@/lib/shop/quick-order/order-rows';
import { parseOrderLines } from '@/lib/shop/quick-order/parse-lines';
import { browserApi } from './api';
import { pushToast } from './toast-store';
import { useCart } from './use-cart';

/** Why a check could not start or finish: a key of `QuickOrder.errors` and its values. */
export interface CheckError {
  key: 'empty' | 'tooManyLines' | 'tooLarge' | 'binary' | 'noUsableLines' | 'unreadable' | 'failed';
  values?: Record<string, number>;
}

export type QuickOrderPhase = 'idle' | 'checking' | 'results' | 'adding' | 'unavailable';

/**
 * The quick order's state and steps: check text (parse, then one lookup call for all lines), fix
 * rows (a suggested code, one of ambiguous products, a quantity, remove), add every ready row to
 * the basket at once. An upstream without the lookup turns the page to 'unavailable'.
 */
export function useQuickOrder() {
  const [phase, setPhase] = useState<QuickOrderPhase>('idle');
  const [rows, setRows] = useState<OrderRow[]>([]);
  const [error, setError] = useState<CheckError | null>(null);
  const { addMany } = useCart();

  const failLookup = useCallback((cause: unknown, previous: QuickOrderPhase) => {
    if (isMissingExtension(cause)) return setPhase('unavailable');
    setError({ key: 'failed' });
    setPhase(previous);
  }, []);

  /** Parses and looks up `text`; `fromFile` turns "nothing usable" into the file's own message. Nothing changes on an error. */
  const check = useCallback(
    async (text: string, fromFile = false) => {
      const parsed = parseOrderLines(text);
      if ('error' in parsed) {
        setError(
          parsed.error === 'tooManyLines' ? { key: 'tooManyLines', values: { count: parsed.count, max: 500 } } : { key: fromFile ? 'noUsableLines' : 'empty' },
        );
        return;
      }
      if (fromFile && parsed.lines.length === 0) return setError({ key: 'noUsableLines' });
      const previous = phase;
      setError(null);
      setPhase('checking');
      try {
        const results = parsed.lines.length
          ? await lookupProducts(
              browserApi,
              parsed.lines.map((l) => l.code),
            )
          : [];
        setRows(buildRows(parsed.lines, parsed.problems, results));
        setPhase('results');
      } catch (cause) {
        failLookup(cause, previous);
      }
    },
    [phase, failLookup],
  );

  const replaceRow = useCallback(
    (line: number, change: (row: OrderRow) => OrderRow) => setRows((all) => all.map((r) => (r.line === line ? change(r) : r))),
    [],
  );

  /** Looks up another code for one row (a suggestion picked). */
  const applyCode = useCallback(
    async (line: number, code: string) => {
      try {
        const [result] = await lookupProducts(browserApi, [code]);
        if (result) replaceRow(line, (row) => withLookup(row, result));
      } catch (cause) {
        failLookup(cause, 'results');
      }
    },
    [replaceRow, failLookup],
  );

  const chooseProduct = useCallback((line: number, product: LookupProduct) => replaceRow(line, (row) => withChosenProduct(row, product)), [replaceRow]);
  const setQuantity = useCallback(
    (line: number, quantityText: string) => replaceRow(line, (row) => ({ ...row, quantityText, addFailed: false })),
    [replaceRow],
  );
  const removeRow = useCallback((line: number) => setRows((all) => all.filter((r) => r.line !== line)), []);

  /** Adds every ready row with a valid quantity; marks them added, or failed, and says so in a toast with a link to the basket. */
  const addAll = useCallback(async () => {
    const ready = rows.filter((r) => r.status === 'ready' && rowQuantity(r) !== null && r.products[0]);
    if (ready.length === 0) return;
    setPhase('adding');
    const failures = await addMany(ready.map((r) => ({ productId: r.products[0]!.id, quantity: rowQuantity(r)! })));
    const failed = new Set(failures.map((f) => f.productId));
    const added = ready.filter((r) => !failed.has(r.products[0]!.id));
    const addedLines = new Set(added.map((r) => r.line));
    setRows((all) =>
      all.map((r) => (addedLines.has(r.line) ? { ...r, status: 'added' } : failed.has(r.products[0]?.id ?? -1) ? { ...r, addFailed: true } : r)),
    );
    const pieces = added.reduce((sum, r) => sum + rowQuantity(r)!, 0);
    const link = { href: '/cart', label: 'toCart' };
    if (failures.length === 0) pushToast({ variant: 'success', message: 'quickOrderAdded', values: { lines: added.length, pieces }, link });
    else if (added.length > 0) pushToast({ variant: 'warning', message: 'quickOrderPartly', values: { lines: added.length, failed: failures.length }, link });
    else pushToast({ variant: 'error', message: 'quickOrderFailed' });
    setPhase('results');
  }, [rows, addMany]);

  const reset = useCallback(() => {
    setRows([]);
    setError(null);
    setPhase('idle');
  }, []);

  return {
    phase,
    rows,
    error,
    setError,
    check,
    applyCode,
    chooseProduct,
    setQuantity,
    removeRow,
    addAll,
    reset,
    markUnavailable: () => setPhase('unavailable'),
  };
}
