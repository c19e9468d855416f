import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { CatalogueVersions } from '../catalogue/facet-rows';
import { KeptByVersion } from '../catalogue/kept-by-version';
import { categoryContexts, type CategoryContext } from './category-context';
import { familyKey } from './families';
import { wordPairsOf, type WordPairs } from './word-pairs';

/**
 * The search text of every active product in memory (product_search: name, code and vendor as
 * words and their stems, the code squeezed), matched and ranked by search/product-ranks.ts: in
 * SQL the overlay's count rechecked every match's row ("kamera": 13 384 at 100 000 products) and
 * each rank was a statement of its own. A catalogue has a few thousand distinct words, so the
 * index is per distinct word (and stem) the products carrying it, and per product its words in
 * order (for a query inside words run together: '4mp' in '4 mpx'). Read again when the
 * catalogue's shape counter moves: it moves with every change of a product's name, code, vendor
 * (migration 0011) or active flag, what product_search is made of, and no longer with a price
 * (migration 0012).
 */
export interface Vocabulary {
  /** distinct words, by id */
  list: string[];
  ids: Map<string, number>;
  /** per word id, the products (lines) carrying it, ascending */
  postings: Int32Array[];
}

export interface ProductIndex {
  /** product id per line, ascending */
  ids: Int32Array;
  words: Vocabulary;
  stems: Vocabulary;
  /** per line, its word ids in order: wordSeq[wordSeqStart[line] .. wordSeqStart[line + 1]) */
  wordSeq: Int32Array;
  wordSeqStart: Int32Array;
  /** per word id, the words following it in some line, with those lines */
  pairs: WordPairs;
  /** per line, its squeezed code; and the lines in the order of their codes (code units, as the keys are ASCII) */
  codeKeys: string[];
  codeOrder: Int32Array;
  /** per EAN, its line: an EAN typed or scanned as the query ranks as the exact code (decisions/065) */
  eanLines: Map<string, number>;
  /** per family key (families.ts), the ids of the stems of that family */
  families: Map<string, number[]>;
  /** per word id, the id of its stem; per stem id, its family key (the head of a name, product-ranks.ts) */
  stemOfWord: Int32Array;
  familyOfStem: string[];
  /** the products' categories as search text (category-context.ts), each with its lines */
  contexts: CategoryContext[];
}

const kept = new KeptByVersion<ProductIndex>(1);

/** Interns the words of every line; the word ids of each line in order go to `sequence` when given. */
function vocabularyOf(lines: string[], sequence?: { seq: number[]; start: Int32Array }): Vocabulary {
  const list: string[] = [];
  const ids = new Map<string, number>();
  const postings: number[][] = [];
  lines.forEach((line, n) => {
    if (sequence) sequence.start[n] = sequence.seq.length;
    for (const word of line.split(' ')) {
      if (word === '') continue;
      let id = ids.get(word);
      if (id === undefined) {
        id = list.length;
        list.push(word);
        ids.set(word, id);
        postings.push([]);
      }
      const carrying = postings[id]!;
      if (carrying[carrying.length - 1] !== n) carrying.push(n);
      sequence?.seq.push(id);
    }
  });
  if (sequence) sequence.start[lines.length] = sequence.seq.length;
  return { list, ids, postings: postings.map((p) => Int32Array.from(p)) };
}

async function readIndex(db: Db): Promise<ProductIndex> {
  // one row of long strings: a row per product costs PGlite far more
  const [row] = await queryRows<{
    ids: number[] | null;
    words: string | null;
    stems: string | null;
    codes: string | null;
    eans: string | null;
    categories: number[] | null;
  }>(
    db,
    sql`SELECT array_agg(s.product_id ORDER BY s.product_id) AS ids, string_agg(s.words, E'\\n' ORDER BY s.product_id) AS words,
          string_agg(s.stems, E'\\n' ORDER BY s.product_id) AS stems, string_agg(s.code_key, E'\\n' ORDER BY s.product_id) AS codes,
          string_agg(coalesce(p.ean, ''), E'\\n' ORDER BY s.product_id) AS eans,
          array_agg(p.category_id ORDER BY s.product_id) AS categories
        FROM product_search s JOIN products p ON p.id = s.product_id WHERE s.active`,
  );
  const ids = Int32Array.from(row?.ids ?? []);
  const split = (text: string | null | undefined) => (ids.length === 0 ? [] : (text ?? '').split('\n'));
  const sequence = { seq: [] as number[], start: new Int32Array(ids.length + 1) };
  const words = vocabularyOf(split(row?.words), sequence);
  const codeKeys = split(row?.codes);
  const codeOrder = Int32Array.from(codeKeys.keys()).sort((a, b) => (codeKeys[a]! < codeKeys[b]! ? -1 : codeKeys[a]! > codeKeys[b]! ? 1 : a - b));
  const eanLines = new Map<string, number>();
  split(row?.eans).forEach((ean, line) => ean && eanLines.set(ean, line));
  const wordSeq = Int32Array.from(sequence.seq);
  const pairs = wordPairsOf(wordSeq, sequence.start, words.list.length);
  const stemLines = split(row?.stems);
  const stems = vocabularyOf(stemLines);
  const families = new Map<string, number[]>();
  const familyOfStem = stems.list.map((stem, id) => {
    const key = familyKey(stem);
    const family = families.get(key);
    if (family) family.push(id);
    else families.set(key, [id]);
    return key;
  });
  // search_stems keeps one stem per word, in order: the n-th stem of a line is its n-th word's
  const stemOfWord = new Int32Array(words.list.length);
  stemLines.forEach((line, n) => {
    line
      .split(' ')
      .filter(Boolean)
      .forEach((stem, at) => (stemOfWord[wordSeq[sequence.start[n]! + at]!] = stems.ids.get(stem)!));
  });
  const contexts = await categoryContexts(db, Int32Array.from(row?.categories ?? []));
  return { ids, words, stems, wordSeq, wordSeqStart: sequence.start, pairs, codeKeys, codeOrder, eanLines, families, stemOfWord, familyOfStem, contexts };
}

/** The index as of the catalogue's shape counter, read by the caller before (terms.ts searchTermsWithVersions). */
export function productIndex(db: Db, versions: CatalogueVersions): Promise<ProductIndex> {
  return kept.get(db, 'products', versions.shape, () => readIndex(db));
}
