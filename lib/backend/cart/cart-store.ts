import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartLine } from '@/lib/api/schemas/cart';
import type { Db } from '../db/client';
import { cartLines, carts, productImages, products } from '../db/schema';
import { money } from '../http';
import { withVatCents } from '../catalogue/pricing';

/** A cart line priced from the current catalogue, in integer cents (what checkout and orders build on). */
export interface PricedLine {
  lineId: number;
  productId: number;
  code: string;
  name: string;
  slug: string;
  quantity: number;
  /** the product's stock now: the cart tells how many pieces are in stock and how many to order */
  stock: number;
  unit: string;
  unitCents: number;
  totalCents: number;
  image: { src: string; caption: string } | null;
}

/** The customer's open cart with its priced lines and totals in cents. */
export interface PricedCart {
  id: number | null;
  lines: PricedLine[];
  pieces: number;
  subtotalCents: number;
  totalWithVatCents: number;
}

// Two-key advisory lock namespace: 'cart' in ASCII, so it never collides with another feature's locks.
const CART_LOCK_SPACE = 0x63617274;

/**
 * Serialises cart mutations of one customer inside the caller's transaction: two concurrent adds
 * must not both create an open cart (carts has no unique "one open cart" constraint).
 */
export async function lockCustomerCart(tx: Db, customerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CART_LOCK_SPACE}::int4, ${customerId}::int4)`);
}

/** The id of the customer's open cart, or null when there is none. */
export async function openCartId(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.status, 'open')))
    .orderBy(desc(carts.id))
    .limit(1);
  return row?.id ?? null;
}

/** The open cart's id, created when missing. Call under lockCustomerCart. */
export async function ensureOpenCart(tx: Db, customerId: number): Promise<number> {
  const existing = await openCartId(tx, customerId);
  if (existing !== null) return existing;
  const [created] = await tx.insert(carts).values({ customerId }).returning({ id: carts.id });
  if (!created) throw new Error('cart not created');
  return created.id;
}

/** Cover image (else the first) of each product, one query. */
async function coversOf(db: Db, ids: readonly number[]): Promise<Map<number, { src: string; caption: string }>> {
  const covers = new Map<number, { src: string; caption: string }>();
  if (ids.length === 0) return covers;
  const rows = await db
    .select({ productId: productImages.productId, src: productImages.src, caption: productImages.caption })
    .from(productImages)
    .where(inArray(productImages.productId, [...ids]))
    .orderBy(asc(productImages.productId), desc(productImages.cover), asc(productImages.position), asc(productImages.id));
  for (const row of rows) if (!covers.has(row.productId)) covers.set(row.productId, { src: row.src, caption: row.caption });
  return covers;
}

/**
 * The lines of a cart priced from the current catalogue, oldest first. Lines of withdrawn
 * (inactive) products are left out: they can be neither shown with a price nor ordered.
 */
export async function pricedLines(db: Db, cartId: number): Promise<PricedLine[]> {
  const rows = await db
    .select({
      lineId: cartLines.id,
      productId: products.id,
      code: products.code,
      name: products.name,
      slug: products.slug,
      quantity: cartLines.quantity,
      stock: products.stock,
      unit: products.unitOfMeasure,
      unitCents: products.priceCents,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.cartId, cartId), eq(products.active, true)))
    .orderBy(asc(cartLines.id));
  const covers = await coversOf(
    db,
    rows.map((r) => r.productId),
  );
  return rows.map((r) => ({ ...r, totalCents: r.unitCents * r.quantity, image: covers.get(r.productId) ?? null }));
}

/** The customer's open cart priced now; an empty cart with id null when there is none yet. */
export async function readCart(db: Db, customerId: number): Promise<PricedCart> {
  const id = await openCartId(db, customerId);
  const lines = id === null ? [] : await pricedLines(db, id);
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  return {
    id,
    lines,
    pieces: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalCents,
    // VAT on the sum, as the invoice computes it, not per line
    totalWithVatCents: withVatCents(subtotalCents),
  };
}

function toContractLine(line: PricedLine): CartLine {
  return {
    id: line.lineId,
    code: line.code,
    name: line.name,
    url: { url: line.slug },
    image: line.image,
    quantity: line.quantity,
    price_unit_exc_vat: money(line.unitCents),
    price_total_exc_vat: money(line.totalCents),
    stock: line.stock,
    unit_of_measure: line.unit,
  };
}

/** The contract's Cart of a priced cart. */
export function toContractCart(cart: PricedCart): Cart {
  return {
    id: cart.id,
    amount: cart.pieces,
    products: cart.lines.map(toContractLine),
    product_price: money(cart.totalWithVatCents),
    product_price_without_vat: money(cart.subtotalCents),
  };
}
