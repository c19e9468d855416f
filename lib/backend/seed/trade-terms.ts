import 'server-only';
import type { Db } from '../db/client';
import { priceBreaks, priceListCategoryDiscounts, priceListNetPrices, priceLists } from '../db/schema';
import { PRICE_LIST_CODES, type PriceListCode } from './demo-companies';
import type { ProductRow } from './products';

interface ListSeed {
  code: PriceListCode;
  name: string;
  /** whole percent off the list price by category path; a deeper path overrides its parent for its own products */
  discounts: Readonly<Record<string, number>>;
  /** the list's own price (excluding VAT, cents) by product code */
  netPrices: Readonly<Record<string, number>>;
  /** the list's volume breaks by product code: [from pieces, cents a piece] */
  breaks: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>>;
}

// Fire alarms (eps) are on neither list: both companies pay the list price there.
const LISTS: readonly ListSeed[] = [
  {
    code: PRICE_LIST_CODES.installer,
    name: 'Montážnik',
    discounts: {
      cctv: 12,
      'cctv/ip-kamery': 15,
      // PTZ cameras are sold on project terms: less off than the other IP cameras
      'cctv/ip-kamery/ptz-kamery': 8,
      ezs: 10,
      'ezs/ustredne': 14,
      evs: 8,
      sks: 15,
      'sks/kable': 20,
    },
    netPrices: {
      'DS-2CD2043G2-I-28': 7490,
      'DS-2CD2043G2-I-4': 7690,
      'IPC2124LE-ADF28KM-G': 5590,
      'DS-2CD2T47G2-L-28': 11900,
      'JA-150P': 3350,
      NV5: 1290,
      'JA-103K': 21900,
      'DS-PDSD-A': 2590,
    },
    breaks: {
      'DS-2CD2043G2-I-28': [
        [10, 7190],
        [50, 6850],
      ],
      'JA-150P': [
        [10, 3190],
        [50, 2990],
      ],
      'SXKJ-6-UTP-BK-SA': [
        [50, 245],
        [200, 225],
      ],
      'SXKD-5E-UTP-PVC': [[1525, 16]],
    },
  },
  {
    code: PRICE_LIST_CODES.basic,
    name: 'Základný',
    discounts: {
      cctv: 5,
      sks: 3,
      'ezs/detektory': 4,
      'ezs/detektory/pohybove-detektory': 6,
    },
    netPrices: {
      'DS-2CD2043G2-I-28': 8990,
      'JA-150P': 3990,
    },
    breaks: {
      'DS-2CD2043G2-I-28': [
        [10, 8690],
        [50, 8290],
      ],
    },
  },
];

/** Breaks for every company whose list has none of its own for the product. */
const BREAKS_FOR_EVERYONE: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  'NP7-12': [
    [10, 1750],
    [50, 1640],
  ],
  'SXKJ-6-UTP-BK-SA': [
    [50, 279],
    [200, 249],
  ],
  'SXKD-5E-UTP-PVC': [[1220, 21]],
  'DS-PDSD-C': [
    [20, 1490],
    [100, 1390],
  ],
};

/** Ids of the catalogue's products by code (generated variations left out: the lists name catalogue products). */
function productIdsByCode(rows: readonly ProductRow[], ids: readonly number[]): Map<string, number> {
  const byCode = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!row.generated) byCode.set(row.code, ids[i] as number);
  });
  return byCode;
}

function lookup<T>(map: ReadonlyMap<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`trade terms name an unknown ${what} ${key}`);
  return value;
}

function breakRows(breaks: ListSeed['breaks'], productIds: ReadonlyMap<string, number>, priceListId: number | null) {
  return Object.entries(breaks).flatMap(([code, steps]) =>
    steps.map(([minQuantity, priceCents]) => ({ productId: lookup(productIds, code, 'product'), priceListId, minQuantity, priceCents })),
  );
}

/**
 * The demo's price lists with their category discounts, net prices and breaks, and the breaks for
 * everyone (docs/decisions/058-trade-terms.md). Answers each list's id by its code.
 */
export async function seedTradeTerms(
  db: Db,
  rows: readonly ProductRow[],
  ids: readonly number[],
  categoryIds: ReadonlyMap<string, number>,
): Promise<Map<PriceListCode, number>> {
  const productIds = productIdsByCode(rows, ids);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(priceLists)
      .values(LISTS.map(({ code, name }) => ({ code, name })))
      .returning({ id: priceLists.id, code: priceLists.code });
    const listIds = new Map(inserted.map((row) => [row.code as PriceListCode, row.id]));
    for (const list of LISTS) {
      const priceListId = lookup(listIds, list.code, 'price list');
      await tx
        .insert(priceListCategoryDiscounts)
        .values(Object.entries(list.discounts).map(([path, discount]) => ({ priceListId, categoryId: lookup(categoryIds, path, 'category'), discount })));
      await tx
        .insert(priceListNetPrices)
        .values(Object.entries(list.netPrices).map(([code, priceCents]) => ({ priceListId, productId: lookup(productIds, code, 'product'), priceCents })));
      await tx.insert(priceBreaks).values(breakRows(list.breaks, productIds, priceListId));
    }
    await tx.insert(priceBreaks).values(breakRows(BREAKS_FOR_EVERYONE, productIds, null));
    return listIds;
  });
}
