import 'server-only';
import { isValidEan13, withEan13CheckDigit } from '@/lib/shop/catalogue/ean';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { ProductTemplate } from './catalogue-data';
import { daysBefore, rng } from './random';

/** Every stock threshold of docs/rules.md#limits (5 … 1000) is crossed by some product, plus "to order" (0, negative). */
export const REQUIRED_STOCK = [0, -2, 3, 7, 15, 40, 80, 200, 400, 800, 1000, 1500, 5000] as const;
const STOCK_POOL = [0, 0, 3, 7, 9, 15, 18, 25, 40, 45, 80, 120, 200, 260, 400, 800, 1000, 1500, 5000, -2, -5];
const DISCOUNTS = [5, 8, 10, 12, 15, 20, 25];
export const OFFER_COUNT = 16;

const CLOSINGS = [
  'K produktu poskytujeme technickú podporu, záručný aj pozáručný servis priamo v našom servisnom stredisku.',
  'Montážnym firmám pri väčších projektoch radi pripravíme individuálnu cenovú ponuku.',
  'Technický list a návod nájdete po prihlásení v záložke Prílohy.',
  'Produkt si môžete vyzdvihnúť na našej predajni v Bratislave alebo v Košiciach.',
  'Na naše školenia sa môžete prihlásiť cez stránku Školenia, kde nájdete aj termíny certifikácií.',
];

/** A product ready to insert, still keyed by its template. */
export interface ProductRow {
  template: ProductTemplate;
  /** index into the realistic catalogue for generated variations, else the row's own index */
  baseIndex: number;
  generated: boolean;
  code: string;
  /** a valid EAN-13, unique: demoEan */
  ean: string;
  name: string;
  slug: string;
  stock: number;
  basePriceCents: number;
  discount: number;
  priceCents: number;
  onOffer: boolean;
  /** sold in multiples of this, from `minQuantity` (docs/decisions/058-trade-terms.md); 1 and 1 for single pieces */
  packSize: number;
  minQuantity: number;
  shortDescription: string;
  description: string;
  createdAt: Date;
}

/** GS1 prefix of Slovakia: the demo EANs look like a Slovak distributor's own numbering. */
const EAN_PREFIX = '858';

/** The demo EAN of the product in row `index` of the seed: the prefix, the index in 9 digits, its check digit. */
export function demoEan(index: number): string {
  return withEan13CheckDigit(`${EAN_PREFIX}${String(index + 1).padStart(9, '0')}`);
}

/** Throws when any product's EAN is not a valid EAN-13 or two products share one: a scanned code must name one product. */
export function assertValidEans(rows: ReadonlyArray<{ code: string; ean: string }>): void {
  const seen = new Set<string>();
  const problems = rows.flatMap((row) => {
    const problem = !isValidEan13(row.ean)
      ? `${row.code}: "${row.ean}" is no valid EAN-13`
      : seen.has(row.ean)
        ? `${row.code}: EAN ${row.ean} taken twice`
        : null;
    seen.add(row.ean);
    return problem ? [problem] : [];
  });
  if (problems.length > 0) throw new Error(`product EANs are wrong:\n${problems.join('\n')}`);
}

export const finalPrice = (base: number, discount: number) => Math.round((base * (100 - discount)) / 100);

function describe(t: ProductTemplate, closing: string): string {
  const top = t.params.filter((p) => p.category !== 'Všeobecné').slice(0, 5);
  const items = top.map((p) => `<li>${p.name}: ${p.value}${p.unit ? ` ${p.unit}` : ''}</li>`).join('');
  return `<p><strong>${t.name}</strong> od výrobcu ${t.vendor} (kód ${t.code}). ${t.short}</p><p>${t.about}</p><h3>Hlavné vlastnosti</h3><ul>${items}</ul><p>${closing}</p>`;
}

/** Picks OFFER_COUNT products spread over the product lines, round-robin over shuffled lines. */
function pickOffers(rows: readonly ProductTemplate[]): Set<number> {
  const r = rng('offers');
  const byLine = new Map<string, number[]>();
  rows.forEach((t, i) => byLine.set(t.line, [...(byLine.get(t.line) ?? []), i]));
  const queues = [...byLine.values()].map((ids) => r.shuffle(ids));
  const picked = new Set<number>();
  for (let round = 0; picked.size < Math.min(OFFER_COUNT, rows.length); round++) {
    for (const q of queues) if (q[round] !== undefined && picked.size < OFFER_COUNT) picked.add(q[round] as number);
  }
  return picked;
}

/**
 * The realistic catalogue (every template once), then, when more products are asked for,
 * variations of the templates ("séria 2", "séria 3" …) with unique codes and slugs.
 */
export function buildProductRows(templates: readonly ProductTemplate[], count: number): ProductRow[] {
  const r = rng('products');
  const offers = pickOffers(templates);
  const total = Math.max(count, templates.length);
  const rows: ProductRow[] = [];
  const taken = new Set(templates.flatMap((t) => [`slug:${t.slug}`, `code:${t.code}`]));
  // a variation's suffix can still spell another product's slug or code ("…-s2"): extend it until free
  const unique = (kind: string, value: string, extra: string): string => {
    let candidate = value;
    while (taken.has(`${kind}:${candidate}`)) candidate += extra;
    taken.add(`${kind}:${candidate}`);
    return candidate;
  };
  for (let i = 0; i < total; i++) {
    const baseIndex = i % templates.length;
    const t = templates[baseIndex] as ProductTemplate;
    const generated = i >= templates.length;
    const series = Math.floor(i / templates.length) + 1;
    const jitter = generated ? r.int(90, 112) / 100 : 1;
    const basePriceCents = Math.max(150, Math.round(t.basePriceCents * jitter));
    const onOffer = !generated && offers.has(i);
    let discount = r.chance(0.22) ? r.pick(DISCOUNTS) : 0;
    if (onOffer && discount === 0 && i % 4 !== 0) discount = r.pick([10, 15, 20]);
    const name = generated ? `${t.name}, séria ${series}` : t.name;
    rows.push({
      template: t,
      baseIndex,
      generated,
      code: generated ? unique('code', `${t.code}-S${series}`, 'X') : t.code,
      ean: demoEan(i),
      name,
      slug: generated ? unique('slug', `${t.slug}-s${series}`, 'x') : t.slug,
      stock: r.pick(STOCK_POOL),
      basePriceCents,
      discount,
      priceCents: finalPrice(basePriceCents, discount),
      onOffer,
      packSize: 1,
      minQuantity: 1,
      shortDescription: t.short,
      description: generated ? `<p><strong>${name}</strong> od výrobcu ${t.vendor}. ${t.short}</p><p>${t.about}</p>` : describe(t, r.pick(CLOSINGS)),
      createdAt: daysBefore(720 - Math.floor((i * 700) / total), 0),
    });
  }
  // spread the required stock values through the realistic catalogue so every threshold is present
  REQUIRED_STOCK.forEach((stock, k) => {
    const row = rows[Math.floor((k * templates.length) / REQUIRED_STOCK.length) + 1];
    if (row) row.stock = stock;
  });
  return rows;
}

/** Inserts products in batches of 1000; returns the ids in row order. */
export async function insertProducts(db: Db, rows: readonly ProductRow[], categoryIds: ReadonlyMap<string, number>, batch = 1000): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const inserted = await db
      .insert(products)
      .values(
        chunk.map((p) => {
          const categoryId = categoryIds.get(p.template.categoryPath);
          if (categoryId === undefined) throw new Error(`unknown category ${p.template.categoryPath}`);
          return {
            code: p.code,
            ean: p.ean,
            name: p.name,
            vendor: p.template.vendor,
            shortDescription: p.shortDescription,
            description: p.description,
            slug: p.slug,
            categoryId,
            stock: p.stock,
            unitOfMeasure: p.template.unit,
            basePriceCents: p.basePriceCents,
            discount: p.discount,
            priceCents: p.priceCents,
            onOffer: p.onOffer,
            packSize: p.packSize,
            minQuantity: p.minQuantity,
            createdAt: p.createdAt,
          };
        }),
      )
      .returning({ id: products.id, code: products.code });
    const byCode = new Map(inserted.map((row) => [row.code, row.id]));
    for (const p of chunk) ids.push(byCode.get(p.code) as number);
  }
  return ids;
}
