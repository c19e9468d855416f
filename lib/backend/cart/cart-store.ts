import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Cart, CartLine } from '@/lib/contract/schemas/cart';
import { queryRows, type Db } from '../db/client';
import { carts } from '../db/schema';
import { money } from '../http';
import { companyPriceJoin, linePriceCents, priceBreaksJson, priceListOfCustomer, productOf, type BreakCents } from '../pricing/company-price';
import { priceBreaksOf, withVatCents } from '../pricing/money';

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
  /** the product's pack and minimum (docs/decisions/058-trade-terms.md): the cart's quantity field steps by them */
  packSize: number;
  minQuantity: number;
  /** the company's price of a piece at the line's quantity (its volume break, lib/backend/pricing) */
  unitCents: number;
  totalCents: number;
  /** the company's volume breaks of the product, fewest pieces first */
  breaks: BreakCents[];
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

/**
 * The person's current building site (null: none) as SQL: their basket is their open cart of it
 * (docs/decisions/059-company-accounts.md), so switching the site switches the cart.
 */
const currentSiteOf = (customerId: number | SQL) => sql`(SELECT current_site_id FROM customers WHERE id = ${customerId})`;

/** The person's open carts of their current site (the one without a site when none is chosen). */
const isBasket = (customerId: number) =>
  and(eq(carts.customerId, customerId), eq(carts.status, 'open'), sql`${carts.siteId} IS NOT DISTINCT FROM ${currentSiteOf(customerId)}`);

/** The id of the customer's open cart of their current site, or null when there is none. */
export async function openCartId(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(isBasket(customerId)).orderBy(desc(carts.id)).limit(1);
  return row?.id ?? null;
}

/** Whether cart `cartId` is the customer's: a basket a request names must be the caller's own. */
export async function isCustomersCart(db: Db, cartId: number, customerId: number): Promise<boolean> {
  const [owner] = await db.select({ customerId: carts.customerId }).from(carts).where(eq(carts.id, cartId)).limit(1);
  return owner?.customerId === customerId;
}

/**
 * The open cart's id, created when missing for the customer in their account (lib/backend/accounts,
 * accountIdOf) and for their current site. Call under lockCustomerCart.
 */
export async function ensureOpenCart(tx: Db, customerId: number, accountId: number): Promise<number> {
  const existing = await openCartId(tx, customerId);
  if (existing !== null) return existing;
  const [created] = await tx
    .insert(carts)
    .values({ customerId, accountId, siteId: currentSiteOf(customerId) })
    .returning({ id: carts.id });
  if (!created) throw new Error('cart not created');
  return created.id;
}

/** A row of openCartRowsQuery: the cart's id and one line, its product and cover; lineId null for an empty cart. */
export type CartRowWithLine = Omit<PricedLine, 'lineId' | 'totalCents' | 'image'> & {
  cartId: number;
  lineId: number | null;
  src: string | null;
  caption: string | null;
};

/**
 * The customer's open cart (of their current site) with its lines priced from the current catalogue by the company's list
 * and the break each line's quantity reaches (lib/backend/pricing), oldest first, and each
 * product's cover image (else its first): ONE statement, a row per line (one row with no line for
 * an empty cart, none without a cart). Lines of withdrawn (inactive) products are left out: they
 * can be neither shown with a price nor ordered.
 */
export function openCartRowsQuery(customerId: number | SQL): SQL {
  const product = productOf('p');
  return sql`SELECT c.id AS "cartId", l.id AS "lineId", p.id AS "productId", p.code, p.name, p.slug, l.quantity, p.stock,
               p.unit_of_measure AS unit, cover.src, cover.caption,
               ${linePriceCents(product, 'cp', sql`l.quantity`)} AS "unitCents", ${priceBreaksJson(product, 'cp')} AS breaks,
               p.pack_size AS "packSize", p.min_quantity AS "minQuantity"
        FROM carts c
        LEFT JOIN (cart_lines l JOIN products p ON p.id = l.product_id AND p.active) ON l.cart_id = c.id
        ${companyPriceJoin(product, priceListOfCustomer(customerId), 'cp', true)}
        LEFT JOIN LATERAL (
          SELECT i.src, i.caption FROM product_images i WHERE i.product_id = p.id ORDER BY i.cover DESC, i.position, i.id LIMIT 1
        ) cover ON true
        WHERE c.id = (SELECT id FROM carts WHERE customer_id = ${customerId} AND status = 'open'
                      AND site_id IS NOT DISTINCT FROM ${currentSiteOf(customerId)} ORDER BY id DESC LIMIT 1)
        ORDER BY l.id`;
}

/** The customer's open cart priced now; an empty cart with id null when there is none yet. */
export async function readCart(db: Db, customerId: number): Promise<PricedCart> {
  return pricedCartOf(await queryRows<CartRowWithLine>(db, openCartRowsQuery(customerId)));
}

/** The priced cart of openCartRowsQuery's rows (in line order); an empty cart with id null for none. */
export function pricedCartOf(rows: readonly CartRowWithLine[]): PricedCart {
  const lines: PricedLine[] = rows
    .filter((r) => r.lineId !== null)
    .map((r) => ({
      lineId: r.lineId!,
      productId: r.productId,
      code: r.code,
      name: r.name,
      slug: r.slug,
      quantity: r.quantity,
      stock: r.stock,
      unit: r.unit,
      packSize: r.packSize,
      minQuantity: r.minQuantity,
      unitCents: r.unitCents,
      totalCents: r.unitCents * r.quantity,
      breaks: r.breaks,
      image: r.src === null ? null : { src: r.src, caption: r.caption ?? '' },
    }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  return {
    id: rows[0]?.cartId ?? null,
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
    product_id: line.productId,
    pack_size: line.packSize,
    min_quantity: line.minQuantity,
    price_breaks: priceBreaksOf(line.breaks),
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
