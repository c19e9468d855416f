import * as z from 'zod/mini';
import { envelope, moneySchema } from './common';

/** A count of pieces a rule speaks of (a pack, a minimum, a break's threshold). */
export const pieceCountSchema = z.number().check(z.int(), z.positive());

/**
 * What decides the quantities a product is sold in (docs/decisions/058-trade-terms.md). Public, as
 * the unit is: no price. Optional fields of product list items, cart lines and lookup results; an
 * upstream without them sells single pieces.
 */
export const packFields = {
  /** sold only in multiples of this: a 305 m box of cable, a bag of 100 anchors */
  pack_size: z.optional(pieceCountSchema),
  /** the fewest pieces a line takes (a multiple of the pack) */
  min_quantity: z.optional(pieceCountSchema),
};

/** A volume break of the customer's prices: from `quantity` pieces, a piece costs `price_exc_vat`. */
export const priceBreakSchema = z.object({ quantity: pieceCountSchema, price_exc_vat: moneySchema });
export type PriceBreak = z.infer<typeof priceBreakSchema>;

/** The customer's volume breaks of a product, fewest pieces first; an optional field of the customer's prices and cart lines. */
export const priceBreaksField = { price_breaks: z.optional(z.array(priceBreakSchema)) };

/**
 * A company buying on account: its terms, limit and what it owes now (money with VAT, as invoices
 * carry it). `limit` and `available` are null without a limit.
 */
export const companyCreditSchema = z.object({
  due_days: pieceCountSchema,
  limit: z.nullable(moneySchema),
  /** the unpaid amount of every invoice */
  open: moneySchema,
  /** what the limit leaves for new orders: never below 0 */
  available: z.nullable(moneySchema),
  /** the unpaid amount of invoices past their due date, and how many there are */
  overdue: moneySchema,
  overdue_count: z.number().check(z.int(), z.nonnegative()),
});
export type CompanyCredit = z.infer<typeof companyCreditSchema>;

/** GET /x/customer/credit (an extension): the company's credit, null for a company that prepays. */
export const creditResponseSchema = z.object({ ...envelope, credit: z.nullable(companyCreditSchema) });
