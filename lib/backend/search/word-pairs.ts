import 'server-only';

/**
 * Per word id, the words that follow it somewhere in a product's text, each with the products
 * (lines, ascending) where it does: what a query running over a word boundary ('4mp' in '4 mpx')
 * must find. Walking the lines of every word that ends with the query's head ('a', 'kamera') and
 * every word that could go on with its rest cost a few ms per query at 100 000 products; the pairs
 * of those words are a few dozen.
 */
export type WordPairs = Array<Map<number, Int32Array>>;

/** The pairs of adjacent words of every line (wordSeq: each line's word ids in order, from wordSeqStart). */
export function wordPairsOf(wordSeq: Int32Array, wordSeqStart: Int32Array, words: number): WordPairs {
  const building: Array<Map<number, number[]>> = Array.from({ length: words }, () => new Map());
  for (let line = 0; line + 1 < wordSeqStart.length; line++) {
    for (let at = wordSeqStart[line]!; at + 1 < wordSeqStart[line + 1]!; at++) {
      const followers = building[wordSeq[at]!]!;
      const next = wordSeq[at + 1]!;
      let lines = followers.get(next);
      if (!lines) followers.set(next, (lines = []));
      if (lines[lines.length - 1] !== line) lines.push(line);
    }
  }
  return building.map((followers) => new Map([...followers].map(([next, lines]) => [next, Int32Array.from(lines)])));
}
