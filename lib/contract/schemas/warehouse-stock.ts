import * as z from 'zod/mini';
import { envelope, idSchema } from './common';

/** A clock time in Europe/Bratislava, "HH:MM". */
const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * When a pickup warehouse has an order ready (decision 066): placed by `cut_off` on a working day,
 * ready from `ready_from` that day, otherwise from `ready_from` on the next working day.
 */
export const pickupScheduleFields = {
  cut_off: z.optional(clockTimeSchema),
  ready_from: z.optional(clockTimeSchema),
};

/** A warehouse stock is listed under: `label` ("Košice"), `place` as a sentence ends ("v Košiciach"). */
export const stockWarehouseSchema = z.object({
  id: idSchema,
  label: z.string(),
  place: z.string(),
  /** a sale point of personal pickup; the others only ship */
  pick_up: z.boolean(),
  ...pickupScheduleFields,
});
export type StockWarehouse = z.infer<typeof stockWarehouseSchema>;

/** One product's pieces per warehouse (a warehouse left out holds none). */
export const productWarehouseStockSchema = z.object({
  id: idSchema,
  warehouses: z.array(z.object({ id: idSchema, stock: z.number() })),
});
export type ProductWarehouseStock = z.infer<typeof productWarehouseStockSchema>;

/** GET /x/products/{ids}/stock (extension): the warehouses and the asked products' stock in each */
export const warehouseStockResponseSchema = z.object({
  ...envelope,
  warehouses: z.array(stockWarehouseSchema),
  products: z.array(productWarehouseStockSchema),
});
export type WarehouseStock = z.infer<typeof warehouseStockResponseSchema>;
