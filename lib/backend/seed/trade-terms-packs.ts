import 'server-only';
import { finalPrice, type ProductRow } from './products';

/**
 * Installation cable comes in boxes: the demo sells it by the metre in whole boxes of the length its
 * name gives (docs/decisions/058-trade-terms.md, packs), priced per metre. Keyed by the catalogue's
 * product code; generated variations of a product ("séria 2") follow their template.
 */
const CABLE_BOX_METRES: Readonly<Record<string, number>> = {
  'SXKD-5E-UTP-PVC': 305,
  'SXKD-5E-UTP-LSOH': 305,
  'SXKD-5E-FTP-PVC': 305,
  '032751': 305,
  HSEKU424P1: 305,
  HSEKU424H1: 305,
  'SXKD-6-UTP-PVC': 305,
  'SXKD-6-UTP-LSOH': 305,
  'PUL6C04BU-CE': 305,
  HSEKU423H5: 305,
  'PFL6X04BU-CEG': 305,
  '032763': 500,
  'SXKD-6A-STP-LSOH': 500,
};

/**
 * Pieces sold only in bags, and cable sold from a minimum length, by product code. The 4- and 8-fibre
 * cables stay single metres: the checkout's stock test orders 5 m of them.
 */
const PACKS: Readonly<Record<string, { pack: number; min?: number }>> = {
  'SXKJ-5E-UTP-BK-SA': { pack: 10 },
  'SXKJ-6-UTP-BK-SA': { pack: 10 },
  'SXKJ-6A-STP-SA': { pack: 10 },
  'SXKO-U-12-OM3-LSOH': { pack: 1, min: 50 },
  '032641': { pack: 1, min: 50 },
};

/** A box's price per metre, in whole cents (half up). */
const perMetre = (boxCents: number, metres: number) => Math.max(1, Math.round(boxCents / metres));

/** The rows with the demo's packs and minimums applied: boxed cable becomes metres in whole boxes. */
export function withPacks(rows: readonly ProductRow[]): ProductRow[] {
  return rows.map((row) => {
    const metres = CABLE_BOX_METRES[row.template.code];
    if (metres !== undefined) {
      const basePriceCents = perMetre(row.basePriceCents, metres);
      return {
        ...row,
        template: { ...row.template, unit: 'm' },
        basePriceCents,
        priceCents: finalPrice(basePriceCents, row.discount),
        packSize: metres,
        minQuantity: metres,
      };
    }
    const rule = PACKS[row.template.code];
    return rule ? { ...row, packSize: rule.pack, minQuantity: rule.min ?? rule.pack } : row;
  });
}
