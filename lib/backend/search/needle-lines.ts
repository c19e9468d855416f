import 'server-only';
import type { ProductIndex, Vocabulary } from './product-index';
import { looseNeedles, prefixNeedles, type Needle, type SearchTerms } from './terms';

type Visit = (line: number) => void;

/** Visits the products carrying any word that passes `test` (a product may be visited more than once). */
function eachCarrier(vocabulary: Vocabulary, test: (word: string) => boolean, visit: Visit): void {
  vocabulary.list.forEach((word, id) => {
    if (test(word)) for (const line of vocabulary.postings[id]!) visit(line);
  });
}

/** Whether `rest` is spelt by the words of the line from position `at` on, run together (the last one may go on). */
function spelt(index: ProductIndex, at: number, end: number, rest: string): boolean {
  for (; at < end; at++) {
    const word = index.words.list[index.wordSeq[at]!]!;
    if (word.startsWith(rest)) return true;
    if (!rest.startsWith(word)) return false;
    rest = rest.slice(word.length);
  }
  return false;
}

/** Whether a word of the line ends with `head` and the words after it spell `rest`. */
function runsOn(index: ProductIndex, line: number, head: string, rest: string): boolean {
  const end = index.wordSeqStart[line + 1]!;
  for (let at = index.wordSeqStart[line]!; at < end; at++) {
    if (index.words.list[index.wordSeq[at]!]!.endsWith(head) && spelt(index, at + 1, end, rest)) return true;
  }
  return false;
}

const wordIds = (vocabulary: Vocabulary, test: (word: string) => boolean) => vocabulary.list.flatMap((word, id) => (test(word) ? [id] : []));

/**
 * The products whose words run together contain `w` (compact LIKE '%w%'): inside one word, or
 * split as `head` ending a word and `rest` spelt by the next ones ('4mp' in '4 mpx'). Such a line
 * has a word ending with the head followed by one that can go on with the rest: for each split
 * only the lines of those pairs (index.pairs) are looked at; a line is found at once when the next
 * word spells all of the rest, else walked word by word.
 */
function eachCompact(index: ProductIndex, w: string, visit: Visit): void {
  eachCarrier(index.words, (word) => word.includes(w), visit);
  const { list } = index.words;
  const found = new Uint8Array(index.ids.length);
  // per word id, the split it can go on with the rest of (k), so membership is one array read
  const going = new Int32Array(list.length);
  for (let k = 1; k < w.length; k++) {
    const head = w.slice(0, k);
    const rest = w.slice(k);
    const ending = wordIds(index.words, (word) => word.endsWith(head));
    if (ending.length === 0) continue;
    let any = false;
    list.forEach((word, id) => {
      if (word.startsWith(rest) || rest.startsWith(word)) {
        going[id] = k;
        any = true;
      }
    });
    if (!any) continue;
    for (const id of ending) {
      for (const [next, lines] of index.pairs[id]!) {
        if (going[next] !== k) continue;
        const whole = list[next]!.startsWith(rest);
        for (const line of lines) {
          if (found[line] || !(whole || runsOn(index, line, head, rest))) continue;
          found[line] = 1;
          visit(line);
        }
      }
    }
  }
}

/** Visits the products whose search text contains the needle (a product may be visited more than once). */
function eachLine(index: ProductIndex, needle: Needle, visit: Visit): void {
  const { column, text } = needle;
  if (column === 'compact') return eachCompact(index, text, visit);
  // search text is padded words: ' w' starts a word, ' stem ' is a whole stem, anything else lies inside one
  if (column === 'words') return eachCarrier(index.words, (word) => word.startsWith(text.trimStart()), visit);
  if (column === 'families') {
    for (const id of index.families.get(text.trim()) ?? []) for (const line of index.stems.postings[id]!) visit(line);
    return;
  }
  const whole = text.startsWith(' ') && text.endsWith(' ');
  if (whole) {
    const id = index.stems.ids.get(text.trim());
    if (id !== undefined) for (const line of index.stems.postings[id]!) visit(line);
    return;
  }
  eachCarrier(index.stems, (stem) => stem.includes(text), visit);
}

/** Visits the products whose category context (category-context.ts) contains one of the needles. */
function eachContextLine(index: ProductIndex, needles: Needle[], visit: Visit): void {
  for (const context of index.contexts) {
    const columns = { words: context.words, stems: context.stems, families: context.families, compact: context.words.replaceAll(' ', '') };
    if (needles.some((n) => columns[n.column].includes(n.text))) for (const line of context.lines) visit(line);
  }
}

/** Per product, 1 where every word of the query passed, for each way of matching (product-ranks.ts). */
export interface WordMatches {
  /** every word starts a word of the product or is another form or family member of one (prefixNeedles) */
  prefixes: Uint8Array;
  /** every word occurs in the product's own text (looseNeedles) */
  loose: Uint8Array;
  /** every word occurs in its own text or starts a word (or family) of its category context */
  withCategory: Uint8Array;
}

/**
 * The products every word of the query passes one of its needles for (terms.ts: looseNeedles,
 * prefixNeedles), or one of its word-prefix needles in the product's category context. One walk
 * per needle: the loose needles, the costly ones, count for the category match too.
 */
export function everyWord(index: ProductIndex, terms: SearchTerms): WordMatches {
  // per product and way, how many words in a row it passed (a word counts once, whichever needle found it)
  const n = index.ids.length;
  const counts = { prefixes: new Uint8Array(n), loose: new Uint8Array(n), withCategory: new Uint8Array(n) };
  terms.words.forEach((_, i) => {
    const pass = (count: Uint8Array) => (line: number) => {
      if (count[line] === i) count[line] = i + 1;
    };
    const [loose, withCategory, prefixes] = [pass(counts.loose), pass(counts.withCategory), pass(counts.prefixes)];
    for (const needle of looseNeedles(terms, i)) {
      eachLine(index, needle, (line) => {
        loose(line);
        withCategory(line);
      });
    }
    const prefix = prefixNeedles(terms, i);
    for (const needle of prefix) {
      eachLine(index, needle, (line) => {
        prefixes(line);
        withCategory(line);
      });
    }
    eachContextLine(index, prefix, withCategory);
  });
  const k = terms.words.length;
  for (const count of Object.values(counts)) for (let line = 0; line < n; line++) count[line] = count[line] === k ? 1 : 0;
  return counts;
}
