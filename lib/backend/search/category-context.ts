import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { familyText } from './families';

/**
 * A product's category as search text (decisions/062): the names and slugs of its category and of
 * the categories above it, without the product line itself ('Kamerové systémy' would make every
 * disk and cable a 'kamerový' product). 'detektor pohybu' finds the PIR detectors of 'Pohybové
 * detektory' although their names never say 'pohyb'. Matched a rank below the product's own text.
 */
export interface CategoryContext {
  words: string;
  stems: string;
  families: string;
  /** the lines (products) in this category, ascending */
  lines: Int32Array;
}

/** Below this depth a category is a product line, too broad to describe its products. */
const CONTEXT_DEPTH_MIN = 1;

interface CategoryRow {
  id: number;
  parentId: number | null;
  depth: number;
  words: string;
  stems: string;
}

/** The context of every category that holds a product, from `lineCategories` (per line, its category id). */
export async function categoryContexts(db: Db, lineCategories: Int32Array): Promise<CategoryContext[]> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`SELECT id, parent_id AS "parentId", depth, k.words, search_stems(k.words) AS stems
        FROM categories, LATERAL (SELECT search_words(name || ' ' || slug) AS words) k`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const linesOf = new Map<number, number[]>();
  lineCategories.forEach((category, line) => {
    const lines = linesOf.get(category);
    if (lines) lines.push(line);
    else linesOf.set(category, [line]);
  });
  return [...linesOf].map(([id, lines]) => {
    const words: string[] = [];
    const stems: string[] = [];
    for (let c = byId.get(id); c && c.depth >= CONTEXT_DEPTH_MIN; c = c.parentId === null ? undefined : byId.get(c.parentId)) {
      words.push(c.words.trim());
      stems.push(c.stems.trim());
    }
    const padded = (parts: string[]) => ` ${parts.filter(Boolean).join(' ')} `;
    return { words: padded(words), stems: padded(stems), families: familyText(padded(stems)), lines: Int32Array.from(lines) };
  });
}
