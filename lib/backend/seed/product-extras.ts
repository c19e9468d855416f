import 'server-only';
import type { Db } from '../db/client';
import type { MediaWriter } from '../media/writer';
import { attachments, productImages, productParameters, relatedProducts } from '../db/schema';
import { insertAll } from './batch';
import type { View } from './image-compose';
import { ProductImagePool, type ImageSpec } from './images';
import { PdfWriter, type SheetContent } from './datasheets';
import type { ProductRow } from './products';
import { rng, slugify } from './random';
import type { Palette } from './svg-kit';

const CAPTIONS: Record<View, string> = { 1: '', 2: ' – detail', 3: ' – balenie', 4: ' – rozmerový náčrt' };

export interface ExtrasInput {
  db: Db;
  rows: readonly ProductRow[];
  ids: readonly number[];
  media: MediaWriter;
  palettes: ReadonlyMap<string, Palette>;
  categoryNames: ReadonlyMap<string, string>;
  log?: (message: string) => void;
}

export interface ExtrasCounts {
  images: number;
  pooledDrawings: number;
  parameters: number;
  attachments: number;
  pdfs: number;
  related: number;
}

type ImageInsert = typeof productImages.$inferInsert;
type AttachmentInsert = typeof attachments.$inferInsert;

/** 1-4 images for catalogue products (most have two), one for generated variations. */
function imageCount(row: ProductRow, roll: number): number {
  if (row.generated) return 1;
  return roll < 0.25 ? 1 : roll < 0.6 ? 2 : roll < 0.85 ? 3 : 4;
}

async function seedImages(input: ExtrasInput): Promise<{ rows: ImageInsert[]; pooled: number }> {
  const r = rng('images');
  const pool = new ProductImagePool(input.media, input.palettes);
  const plan = input.rows.map((row) => {
    const t = row.template;
    const views = Array.from({ length: imageCount(row, r.next()) }, (_, i) => (i + 1) as View);
    return views.map((view): ImageSpec => ({ kind: t.kind, line: t.line, vendor: t.vendor, view }));
  });
  const pooled = await pool.prepare(plan.flat());
  const rows: ImageInsert[] = [];
  for (const [i, specs] of plan.entries()) {
    const productId = input.ids[i] as number;
    const row = input.rows[i] as ProductRow;
    for (const [n, spec] of specs.entries()) {
      const src = await pool.place(productId, n + 1, spec);
      rows.push({ productId, src, caption: `${row.name}${CAPTIONS[spec.view]}`, cover: n === 0, position: n });
    }
  }
  return { rows, pooled };
}

function manualSections(category: string): Array<[string, string]> {
  return [
    [
      'Bezpečnostné upozornenia',
      `Zariadenia z kategórie ${category} smie inštalovať len osoba s odbornou spôsobilosťou podľa vyhlášky č. 508/2009 Z. z. Pred montážou odpojte napájanie a skontrolujte, či je zariadenie bez viditeľného poškodenia.`,
    ],
    [
      'Montáž',
      'Zariadenie upevnite na rovný a pevný podklad pomocou dodaných skrutiek a hmoždiniek. Dodržte odporúčanú výšku a smer montáže uvedený v technickom liste a zabezpečte prístup pre servis.',
    ],
    [
      'Zapojenie',
      'Káble privádzajte cez priechodky a tesnenia, aby sa zachovalo krytie. Dodržte polaritu napájania a prierez vodičov podľa dĺžky vedenia; nepoužité svorky ponechajte voľné.',
    ],
    [
      'Uvedenie do prevádzky',
      'Po zapnutí napájania vyčkajte na dokončenie inicializácie, ktorú signalizuje LED indikácia. Nastavenie vykonajte podľa programovacieho manuálu výrobcu a funkčnosť overte skúškou.',
    ],
    [
      'Údržba a servis',
      'Odporúčame pravidelnú kontrolu minimálne raz ročne. Zariadenie čistite suchou handričkou bez rozpúšťadiel. Záručný a pozáručný servis zabezpečuje SecuriTech Slovakia s.r.o.',
    ],
  ];
}

/** Parameters shared by the whole group keep their value; the others point to the model table. */
function sheetContent(input: ExtrasInput, group: readonly ProductRow[], accent: string): SheetContent {
  const first = group[0]?.template;
  if (!first) throw new Error('empty product group');
  const params = first.params
    .filter((p) => p.name !== 'Výrobca')
    .map((p) => {
      const same = group.every((g) =>
        g.template.params.some((q) => q.category === p.category && q.name === p.name && q.value === p.value && q.unit === p.unit),
      );
      return same ? p : { ...p, value: 'podľa modelu', unit: '' };
    });
  const vendors = [...new Set(group.map((g) => g.template.vendor))].join(', ');
  return {
    title: input.categoryNames.get(first.categoryPath) ?? first.categoryPath,
    subtitle: `Výrobcovia: ${vendors}`,
    summary: first.about,
    models: group.map((g) => [g.code, g.name] as const),
    params,
    accent,
  };
}

async function seedAttachments(input: ExtrasInput): Promise<{ rows: AttachmentInsert[]; pdfs: number }> {
  const r = rng('attachments');
  // rendered once per family (or category for manuals) into the pool, then linked per product code
  const pdf = new PdfWriter(input.media, 'pool/files');
  const sheets = new Map<string, number>(); // category path → size of its rendered datasheet
  const manuals = new Map<string, number>(); // manual file → size
  const byBase = new Map<number, AttachmentInsert>();
  const rows: AttachmentInsert[] = [];
  const groups = new Map<string, ProductRow[]>();
  for (const row of input.rows) if (!row.generated) groups.set(row.template.categoryPath, [...(groups.get(row.template.categoryPath) ?? []), row]);
  for (let i = 0; i < input.rows.length; i++) {
    const row = input.rows[i] as ProductRow;
    const productId = input.ids[i] as number;
    const t = row.template;
    if (row.generated) {
      // variations share the datasheet of the product they vary, keeping 100k seeds light
      const base = byBase.get(row.baseIndex);
      if (base) rows.push({ ...base, productId });
      continue;
    }
    const accent = input.palettes.get(t.line)?.accent ?? '#1d4f91';
    if (r.chance(0.86)) {
      // one datasheet per category's product group (each PDF costs pdfkit time), linked under each code
      const sheetFile = `${slugify(t.categoryPath)}.pdf`;
      let size = sheets.get(t.categoryPath);
      if (size === undefined) {
        size = await pdf.datasheet(sheetFile, sheetContent(input, groups.get(t.categoryPath) ?? [row], accent));
        sheets.set(t.categoryPath, size);
      }
      await input.media.link(`${pdf.folder}/${sheetFile}`, `files/${row.code}.pdf`);
      const sheet: AttachmentInsert = {
        productId,
        groupTitle: 'Technické listy',
        url: `/media/files/${row.code}.pdf`,
        filename: `${row.code}.pdf`,
        filesize: size,
        fileIcon: 'pdf',
      };
      rows.push(sheet);
      byBase.set(i, sheet);
    }
    if (r.chance(0.35)) {
      // one manual per second-level category (e.g. cctv/ip-kamery): enough variety, few PDFs
      const branch = t.categoryPath.split('/').slice(0, 2).join('/');
      const slug = branch.split('/').pop() ?? t.line;
      const file = `navod-${slug}.pdf`;
      let size = manuals.get(file);
      if (size === undefined) {
        const category = input.categoryNames.get(branch) ?? slug;
        size = await pdf.manual(file, { title: `Návod na inštaláciu – ${category}`, category, sections: manualSections(category), accent });
        await input.media.link(`${pdf.folder}/${file}`, `files/${file}`);
        manuals.set(file, size);
      }
      rows.push({ productId, groupTitle: 'Návody', url: `/media/files/${file}`, filename: file, filesize: size, fileIcon: 'pdf' });
    }
  }
  return { rows, pdfs: sheets.size + manuals.size };
}

/** Related products: 2-6 from the same line, same category first; variations get two. */
function relatedRows(input: ExtrasInput): Array<typeof relatedProducts.$inferInsert> {
  const r = rng('related');
  const catalogue = input.rows.map((row, i) => ({ row, id: input.ids[i] as number })).filter((x) => !x.row.generated);
  const byCategory = new Map<string, number[]>();
  const byLine = new Map<string, number[]>();
  for (const { row, id } of catalogue) {
    byCategory.set(row.template.categoryPath, [...(byCategory.get(row.template.categoryPath) ?? []), id]);
    byLine.set(row.template.line, [...(byLine.get(row.template.line) ?? []), id]);
  }
  const out: Array<typeof relatedProducts.$inferInsert> = [];
  input.rows.forEach((row, i) => {
    const id = input.ids[i] as number;
    let picks: number[];
    if (row.generated) {
      const baseId = input.ids[row.baseIndex] as number;
      const sameCategory = byCategory.get(row.template.categoryPath) ?? [];
      picks = [baseId, sameCategory[(i + 1) % sameCategory.length] ?? baseId];
    } else {
      const near = r.shuffle((byCategory.get(row.template.categoryPath) ?? []).filter((x) => x !== id));
      const far = r.shuffle((byLine.get(row.template.line) ?? []).filter((x) => x !== id && !near.includes(x)));
      picks = [...near.slice(0, 3), ...far].slice(0, r.int(2, 6));
    }
    [...new Set(picks)].filter((x) => x !== id).forEach((relatedId, position) => out.push({ productId: id, relatedId, position }));
  });
  return out;
}

/** Images, parameters, datasheets and related products for the inserted products. */
export async function seedProductExtras(input: ExtrasInput): Promise<ExtrasCounts> {
  // PDFs are drawn on the main thread while sharp renders on its own threads: run both at once
  const [images, files] = await Promise.all([seedImages(input), seedAttachments(input)]);
  await insertAll(input.db, productImages, images.rows);
  input.log?.(`images: ${images.pooled} drawings rendered, ${images.rows.length} placed`);
  const params = input.rows.flatMap((row, i) => {
    const list = row.generated ? row.template.params.slice(0, 3) : row.template.params;
    return list.map((p, position) => ({ productId: input.ids[i] as number, category: p.category, name: p.name, value: p.value, unit: p.unit, position }));
  });
  await insertAll(input.db, productParameters, params);
  await insertAll(input.db, attachments, files.rows);
  input.log?.(`attachments: ${files.pdfs} PDFs rendered, ${files.rows.length} attached`);
  const related = relatedRows(input);
  await insertAll(input.db, relatedProducts, related);
  return {
    images: images.rows.length,
    pooledDrawings: images.pooled,
    parameters: params.length,
    attachments: files.rows.length,
    pdfs: files.pdfs,
    related: related.length,
  };
}
