import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, warehouses, warehouseStock } from '../db/schema';

/** A product's pieces in one warehouse. */
export interface WarehouseStockRow {
  productId: number;
  warehouseId: number;
  stock: number;
}

/** The shop's warehouses, pickup sale points first as checkout lists them, the shipping-only ones after. */
export async function allWarehouses(db: Db) {
  return db.select().from(warehouses).orderBy(asc(warehouses.position), asc(warehouses.id));
}

/** The products' stock in every warehouse (a warehouse with no row holds none of it). */
export async function stockByWarehouse(db: Db, productIds: readonly number[]): Promise<WarehouseStockRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: warehouseStock.productId, warehouseId: warehouseStock.warehouseId, stock: warehouseStock.stock })
    .from(warehouseStock)
    .where(inArray(warehouseStock.productId, [...productIds]));
}

/**
 * Sets a product's whole stock as a stock import would, keeping the total the warehouses' sum:
 * `byWarehouse` names the pieces per warehouse id; without it every piece is in the central
 * warehouse and the stores hold none. Its id, or null when there is no such product.
 */
export async function setProductStock(db: Db, slug: string, stock: number, byWarehouse?: ReadonlyMap<number, number>): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug)).for('update');
    if (!product) return null;
    const all = await allWarehouses(tx);
    const central = all.find((w) => !w.pickUp)?.id;
    const rows = all.map((w) => ({
      productId: product.id,
      warehouseId: w.id,
      stock: byWarehouse ? (byWarehouse.get(w.id) ?? 0) : w.id === central ? stock : 0,
    }));
    const total = byWarehouse ? rows.reduce((sum, r) => sum + r.stock, 0) : stock;
    await tx.update(products).set({ stock: total }).where(eq(products.id, product.id));
    await tx
      .insert(warehouseStock)
      .values(rows)
      .onConflictDoUpdate({ target: [warehouseStock.productId, warehouseStock.warehouseId], set: { stock: sql`excluded.stock` } });
    return product.id;
  });
}
