import 'server-only';
import type { Db } from '../db/client';
import type { CatalogueVersions } from '../catalogue/facet-rows';
import type { Paging } from '../path-params';
import { everyWord } from './needle-lines';
import { productIndex, type ProductIndex } from './product-index';
import { looseNeedles, prefixNeedles, type SearchTerms } from './terms';

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
const NOT_FOUND = 4;

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
 * Per product, its rank: 1. the exact code, 2. a code starting with the query, 3. every word
 * starts a word of name, code or vendor or is another form of one ('kamery' finds 'kamera'),
 * 4. the words occur inside them. An inflected form shares rank 3 with the form typed: 'kamery'
 * lists the cameras, not the 'Držiak kamery' brackets first.
 */
function ranksOf(index: ProductIndex, terms: SearchTerms): Uint8Array {
  const loose = everyWord(index, terms, looseNeedles);
  const prefixes = everyWord(index, terms, prefixNeedles);
  const ranks = new Uint8Array(index.ids.length);
  for (let line = 0; line < ranks.length; line++) ranks[line] = prefixes[line] ? WORD_PREFIXES : loose[line] ? WORDS_INSIDE : NOT_FOUND;
  if (terms.key.length >= CODE_PREFIX_MIN) eachCodeStart(index, terms.key, (line, exact) => (ranks[line] = exact ? EXACT_CODE : CODE_PREFIX));
  return ranks;
}

/**
 * Active products matching the query (a code starting with it, or every word), one page of them
 * ranked and how many there are. Within a rank the older product first: the catalogue's own items
 * before later variants.
 */
export async function rankedHits(db: Db, terms: SearchTerms, paging: Paging, versions: CatalogueVersions): Promise<ProductHits> {
  const index = await productIndex(db, versions);
  const ranks = ranksOf(index, terms);
  // one pass: per rank its size and its first lines up to the end of the page (a walk per rank
  // read every line again for each rank before the page's)
  const end = paging.offset + paging.limit;
  const sizes = new Int32Array(NOT_FOUND + 1);
  const firsts: number[][] = [[], [], [], []];
  for (let line = 0; line < ranks.length; line++) {
    const rank = ranks[line]!;
    sizes[rank]! += 1;
    if (rank !== NOT_FOUND && firsts[rank]!.length < end) firsts[rank]!.push(line);
  }
  const ids = firsts
    .flat()
    .slice(paging.offset, end)
    .map((line) => index.ids[line]!);
  return { ids, total: ranks.length - sizes[NOT_FOUND]! };
}
