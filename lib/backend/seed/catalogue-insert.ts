import 'server-only';
import type { MediaWriter } from '../media/writer';
import type { Db } from '../db/client';
import { brands, categories } from '../db/schema';
import type { CategorySeed, ProductTemplate } from './catalogue-data';
import { logoSvg } from './image-compose';
import { mapLimit, writeWebp } from './images';
import { slugify } from './random';
import type { Palette } from './svg-kit';

/** Inserts the category trees parents first; returns path → id. */
export async function insertCategories(db: Db, seeds: readonly CategorySeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const depth of [0, 1, 2, 3]) {
    const level = seeds.filter((c) => c.depth === depth);
    if (level.length === 0) continue;
    const rows = await db
      .insert(categories)
      .values(
        level.map((c) => ({
          parentId: c.parentPath ? (ids.get(c.parentPath) ?? null) : null,
          slug: c.slug,
          path: c.path,
          depth: c.depth,
          name: c.name,
          description: c.description,
          color: c.color,
          bgColor: c.bgColor,
          position: c.position,
        })),
      )
      .returning({ id: categories.id, path: categories.path });
    for (const row of rows) ids.set(row.path, row.id);
  }
  return ids;
}

/** The vendors the brief names come first, in its order; others follow alphabetically. */
const BRAND_ORDER = [
  'Hikvision',
  'Dahua',
  'Uniview',
  'Axis',
  'Jablotron',
  'Paradox',
  'Ajax',
  'Satel',
  'Pyronix',
  '2N',
  'Comelit',
  'Bticino',
  'Urmet',
  'Fermax',
  'Bosch',
  'Honeywell',
  'Schrack',
  'Legrand',
  'Panduit',
  'Solarix',
  'Ubiquiti',
  'Eaton',
];

/** One brand per vendor with a rendered wordmark in the colour of the vendor's main product line. */
export async function insertBrands(db: Db, products: readonly ProductTemplate[], palettes: ReadonlyMap<string, Palette>, media: MediaWriter): Promise<number> {
  const lineCount = new Map<string, Map<string, number>>();
  for (const p of products) {
    const counts = lineCount.get(p.vendor) ?? new Map<string, number>();
    counts.set(p.line, (counts.get(p.line) ?? 0) + 1);
    lineCount.set(p.vendor, counts);
  }
  const rank = (v: string) => (BRAND_ORDER.includes(v) ? BRAND_ORDER.indexOf(v) : BRAND_ORDER.length);
  const vendors = [...lineCount.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  await mapLimit(vendors, 4, async (vendor) => {
    const counts = [...(lineCount.get(vendor) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]);
    const palette = palettes.get(counts[0]?.[0] ?? 'cctv');
    if (palette) await writeWebp(media, `brands/${slugify(vendor)}.webp`, logoSvg(vendor, palette), 400, 160);
  });
  await db.insert(brands).values(vendors.map((name, i) => ({ name, slug: slugify(name), logo: `/media/brands/${slugify(name)}.webp`, position: i + 1 })));
  return vendors.length;
}
