import 'server-only';
import { allWarehouses, stockByWarehouse } from '../catalogue/warehouse-stock';
import { badRequest, ok } from '../http';
import type { Handler } from '../router';

/** The most products one call asks for: a full cart page. */
export const MAX_STOCK_IDS = 100;

/** "1,2,3" as ids, or null when it is not a short list of whole numbers. */
function parseIds(raw: string | undefined): number[] | null {
  if (!raw || !/^\d{1,9}(,\d{1,9})*$/.test(raw)) return null;
  const ids = [...new Set(raw.split(',').map(Number))];
  return ids.length <= MAX_STOCK_IDS ? ids : null;
}

/**
 * GET /x/products/{ids}/stock (extension, decision 066): every warehouse with its pickup schedule,
 * and the asked products' pieces in each; an unknown id gets no entry. The same for every visitor:
 * stock is public (docs/rules.md), prices are not in it.
 */
export const getWarehouseStock: Handler = async ({ db, params }) => {
  const ids = parseIds(params.ids);
  if (ids === null) return badRequest([{ key: 'ids', code: 'messages.validation.ids.invalid' }]);
  const [warehouses, rows] = await Promise.all([allWarehouses(db), stockByWarehouse(db, ids)]);
  const byProduct = new Map<number, { id: number; stock: number }[]>();
  for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), { id: r.warehouseId, stock: r.stock }]);
  return ok(
    {
      warehouses: warehouses.map((w) => ({
        id: w.id,
        label: w.label,
        place: w.place,
        pick_up: w.pickUp,
        ...(w.cutOff && w.readyFrom ? { cut_off: w.cutOff, ready_from: w.readyFrom } : {}),
      })),
      products: ids.flatMap((id) => {
        const stock = byProduct.get(id);
        return stock ? [{ id, warehouses: stock }] : [];
      }),
    },
    { cache: 'public' },
  );
};
