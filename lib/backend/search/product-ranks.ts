import 'server-only';
import type { Db } from '../db/client';
import type { CatalogueVersions } from '../catalogue/facet-rows';
import type { Paging } from '../path-params';
import { everyWord } from './needle-lines';
import { productIndex, type ProductIndex } from './product-index';
import { familyKey } from './families';
import { MAX_WORDS, type SearchTerms } from './terms';

/** One page of ranked product ids and the number of products found. */
export interface ProductHits {
  ids: number[];
  total: number;
}

/** A code prefix shorter than this ('d') would rank half the catalogue first. */
const CODE_PREFIX_MIN = 2;

/** The ranks, best first; a product takes the best it reaches. */
const EXACT_CODE = 0;
const CODE_PREFIX = 1;
const WORD_PREFIXES = 2;
const WORDS_INSIDE = 3;
const IN_CATEGORY = 4;
const NOT_FOUND = 5;

/** How many first words of a name say what the product is ('IP kamera bullet', 'Teplotný hlásič Bosch'). */
const HEAD_WORDS = 3;

/** What a query word in the head of a name adds to its score: as typed or another form of it, or another word of its family. */
const HEAD_WORD = 2;
const HEAD_FAMILY = 1;
/** The highest head score: every word of the query, as typed. */
const HEAD_MAX = HEAD_WORD * MAX_WORDS;

/**
 * How much of the query the head of a product's name carries (HEAD_WORD per word as typed or
 * another form of it, HEAD_FAMILY per word found only as another word of its family), per line.
 * Within a rank the higher score comes first: 'čítačka kariet' lists the 'Čítačka kariet …' before
 * a 'Klávesnica … s čítačkou kariet', and 'kamerový' a 'Kamerový set' before the cameras. The
 * vendor (the last word of the search text) never counts: 'hikvision kamera' must not put the
 * 'Držiak kamery Hikvision' brackets before the cameras. What a catalogue word carries of a query
 * word is worked out once per query, as a broad query scores tens of thousands of lines.
 */
function headScorer(index: ProductIndex, terms: SearchTerms): (line: number) => number {
  const families = terms.stems.map(familyKey);
  const k = terms.words.length;
  // per word id and query word: 0 not worked out yet, else what it carries + 1
  const known = new Uint8Array(index.words.list.length * k);
  const carries = (wordId: number, i: number): number => {
    const at = wordId * k + i;
    if (known[at] === 0) {
      const stem = index.stemOfWord[wordId]!;
      const asTyped = index.words.list[wordId]!.startsWith(terms.words[i]!) || index.stems.list[stem] === terms.stems[i];
      known[at] = 1 + (asTyped ? HEAD_WORD : index.familyOfStem[stem] === families[i] ? HEAD_FAMILY : 0);
    }
    return known[at]! - 1;
  };
  return (line) => {
    const start = index.wordSeqStart[line]!;
    const last = index.wordSeqStart[line + 1]! - 1;
    const headEnd = Math.min(start + HEAD_WORDS, last);
    let score = 0;
    for (let i = 0; i < k; i++) {
      if (carries(index.wordSeq[last]!, i) > 0) continue;
      let best = 0;
      for (let at = start; at < headEnd; at++) best = Math.max(best, carries(index.wordSeq[at]!, i));
      score += best;
    }
    return score;
  };
}

/** Visits the products whose code starts with `key`, saying whether it is the whole code: a binary search in the codes' order. */
function eachCodeStart(index: ProductIndex, key: string, visit: (line: number, exact: boolean) => void): void {
  const { codeKeys, codeOrder } = index;
  let lo = 0;
  let hi = codeOrder.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (codeKeys[codeOrder[mid]!]! < key) lo = mid + 1;
    else hi = mid;
  }
  for (let at = lo; at < codeOrder.length && codeKeys[codeOrder[at]!]!.startsWith(key); at++) visit(codeOrder[at]!, codeKeys[codeOrder[at]!] === key);
}

/**
 * Per product, its rank: 1. the exact code or EAN, 2. a code starting with the query, 3. every word
 * starts a word of name, code or vendor or is another form of one ('kamery' finds 'kamera'),
 * 4. the words occur inside them, 5. some only in the product's category ('detektor pohybu': a PIR
 * detector of 'Pohybové detektory'). An inflected form or another word of its family shares rank 3
 * with the form typed: 'kamery' lists the cameras, not the 'Držiak kamery' brackets first.
 */
function ranksOf(index: ProductIndex, terms: SearchTerms): Uint8Array {
  const { prefixes, loose, withCategory } = everyWord(index, terms);
  const ranks = new Uint8Array(index.ids.length);
  for (let line = 0; line < ranks.length; line++) {
    ranks[line] = prefixes[line] ? WORD_PREFIXES : loose[line] ? WORDS_INSIDE : withCategory[line] ? IN_CATEGORY : NOT_FOUND;
  }
  if (terms.key.length >= CODE_PREFIX_MIN) eachCodeStart(index, terms.key, (line, exact) => (ranks[line] = exact ? EXACT_CODE : CODE_PREFIX));
  const byEan = index.eanLines.get(terms.key);
  if (byEan !== undefined) ranks[byEan] = EXACT_CODE;
  return ranks;
}

/**
 * Active products matching the query (a code starting with it, or every word), one page of them
 * ranked and how many there are. Within a word rank the heads that carry more of the query first
 * (headScorer), then the older product: the catalogue's own items before later variants.
 */
export async function rankedHits(db: Db, terms: SearchTerms, paging: Paging, versions: CatalogueVersions): Promise<ProductHits> {
  const index = await productIndex(db, versions);
  const ranks = ranksOf(index, terms);
  // two passes: the size of every rank, then the first lines of the ranks the page reaches into,
  // up to its end (a walk per rank read every line again for each rank before the page's)
  const end = paging.offset + paging.limit;
  const sizes = new Int32Array(NOT_FOUND + 1);
  for (let line = 0; line < ranks.length; line++) sizes[ranks[line]!]! += 1;
  // the ranks the page reaches into: those after them are neither scored nor collected
  const reached = new Uint8Array(NOT_FOUND);
  for (let rank = 0, before = 0; rank < NOT_FOUND && before < end; before += sizes[rank]!, rank++) reached[rank] = 1;
  // per rank and head score (most first), its first lines up to the end of the page
  const firsts: number[][] = Array.from({ length: NOT_FOUND * (HEAD_MAX + 1) }, () => []);
  const headScore = headScorer(index, terms);
  for (let line = 0; line < ranks.length; line++) {
    const rank = ranks[line]!;
    if (rank === NOT_FOUND || !reached[rank]) continue;
    const score = rank >= WORD_PREFIXES ? headScore(line) : 0;
    const bucket = firsts[rank * (HEAD_MAX + 1) + HEAD_MAX - score]!;
    if (bucket.length < end) bucket.push(line);
  }
  const ids = firsts
    .flat()
    .slice(paging.offset, end)
    .map((line) => index.ids[line]!);
  return { ids, total: ranks.length - sizes[NOT_FOUND]! };
}
