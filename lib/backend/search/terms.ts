import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** Longest query read, in code points; the rest is ignored (contract: a long query still gets a normal answer). */
export const MAX_QUERY_CHARS = 200;
/** Words matched at most; later ones are ignored, so a pasted paragraph cannot build a huge query. */
export const MAX_WORDS = 8;
/** Words shorter than this match as word prefixes (a trigram index cannot look up 1-2 characters inside words). */
const SUBSTRING_MIN = 3;
/** Words shorter than this are never stemmed (search_stems leaves at least 3 letters of a longer word). */
const STEMMED_MIN = 4;

/** A query as the database compares it: unaccented, lower-case ASCII words. */
export interface SearchTerms {
  /** distinct words, in the order typed */
  words: string[];
  /** the stem of each word (search_stems, migration 0005), at the same index: 'kamery' → 'kamr' */
  stems: string[];
  /** the words joined by single spaces (similarity) */
  text: string;
  /** the whole query squeezed ('DS-2CD 21' → 'ds2cd21'): compared with product codes */
  key: string;
}

// Control characters (a NUL cannot even be bound as text) and lone surrogates are dropped.
const UNUSABLE = /[\u0000-\u001f\u007f]/g;

/** The query capped at MAX_QUERY_CHARS code points, control characters and broken surrogates removed. */
export function capQuery(raw: string): string {
  return Array.from(raw)
    .slice(0, MAX_QUERY_CHARS)
    .filter((c) => !(c.length === 1 && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff))
    .join('')
    .replace(UNUSABLE, ' ');
}

const split = (padded: string | undefined) => (padded ?? '').trim().split(' ').filter(Boolean);

/**
 * Normalises and stems a query with the same SQL functions that built the stored search keys, so
 * both sides agree on every accent and ending; null when nothing searchable is left (blank,
 * punctuation, emoji).
 */
export async function searchTerms(db: Db, raw: string): Promise<SearchTerms | null> {
  const capped = capQuery(raw);
  if (capped.trim() === '') return null;
  const [row] = await queryRows<{ words: string; stems: string }>(
    db,
    sql`SELECT q.words, search_stems(q.words) AS stems FROM (SELECT search_words(${capped}) AS words) q`,
  );
  const all = split(row?.words);
  if (all.length === 0) return null;
  // search_stems keeps one stem per word, in order
  const stems = split(row?.stems);
  const stemOf = new Map(all.map((word, i) => [word, stems[i] ?? word]));
  const words = [...new Set(all)].slice(0, MAX_WORDS);
  return { words, stems: words.map((w) => stemOf.get(w) ?? w), text: words.join(' '), key: all.join('').slice(0, 80) };
}

/** LIKE pattern text with its wildcards and escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Search columns (or expressions) of one kind of row: padded words, their padded stems and the squeezed form. */
export interface SearchColumns {
  words: SQL;
  stems: SQL;
  compact: SQL;
}

/** Only a word of 4 letters or more can differ from its stem or be found through one. */
const stemmable = (word: string) => word.length >= STEMMED_MIN && /^[a-z]+$/.test(word);

/**
 * What the stems must contain for the i-th word to match as another form of a word; null for a
 * word stemming cannot change. The stem is compared whole (' kamr '), never as a prefix, so that
 * the stem 'dom' of 'dome' does not find 'domaci'. `inside` (the words-inside-words rank): a stem
 * of 4 or more letters anywhere in a stem, as the typed word inside a word ('kontakty' finds
 * 'bezkontaktné' as 'kontakt' does).
 */
function stemNeedle(terms: SearchTerms, i: number, inside: boolean): string | null {
  const word = terms.words[i]!;
  if (!stemmable(word)) return null;
  const stem = terms.stems[i] ?? word;
  return inside && stem.length >= STEMMED_MIN ? stem : ` ${stem} `;
}

function stemMatches(columns: SearchColumns, terms: SearchTerms, i: number, inside: boolean): SQL | null {
  const needle = stemNeedle(terms, i, inside);
  return needle === null ? null : sql`${columns.stems} LIKE ${`%${escapeLike(needle)}%`}`;
}

/** `match`, or the word's stem matching (another case or number of the word). */
function orStem(match: SQL, stem: SQL | null): SQL {
  return stem ? sql`(${match} OR ${stem})` : match;
}

/**
 * One word matches: inside the squeezed text ('4mp' in '…4mpx…'), or as a word prefix when shorter
 * than 3. Beside a longer word a short one ('ds' in 'DS-2CD2143') only filters the rows the longer
 * one found: written so the planner cannot use it as an index condition, which would read the
 * postings of every word starting with 'ds'.
 */
function wordMatches(columns: SearchColumns, word: string, filterOnly: boolean): SQL {
  if (word.length >= SUBSTRING_MIN) return sql`${columns.compact} LIKE ${`%${escapeLike(word)}%`}`;
  const words = filterOnly ? sql`(${columns.words} || '')` : columns.words;
  return sql`${words} LIKE ${`% ${escapeLike(word)}%`}`;
}

/** Every word of the query matches, or is another form of a word (the loose match that decides what is found at all). */
export function allWordsMatch(columns: SearchColumns, terms: SearchTerms): SQL {
  const hasLong = terms.words.some((w) => w.length >= SUBSTRING_MIN);
  return sql.join(
    terms.words.map((w, i) => orStem(wordMatches(columns, w, hasLong), stemMatches(columns, terms, i, true))),
    sql` AND `,
  );
}

/** Every word of the query starts a word of the text or is another form of one (the better tier). */
export function allWordPrefixes(columns: SearchColumns, terms: SearchTerms): SQL {
  return sql.join(
    terms.words.map((w, i) => orStem(sql`${columns.words} LIKE ${`% ${escapeLike(w)}%`}`, stemMatches(columns, terms, i, false))),
    sql` AND `,
  );
}

/** The same two tests in JavaScript, for search text already read from the database (search_words, search_stems). */
export function textMatches(text: { words: string; stems: string }, terms: SearchTerms): { all: boolean; prefixes: boolean } {
  const { words, stems } = text;
  const compact = words.replaceAll(' ', '');
  const stemAt = (i: number, inside: boolean) => {
    const needle = stemNeedle(terms, i, inside);
    return needle !== null && stems.includes(needle);
  };
  const prefixes = terms.words.every((w, i) => words.includes(` ${w}`) || stemAt(i, false));
  const all =
    prefixes || terms.words.every((w, i) => (w.length >= SUBSTRING_MIN ? compact.includes(w) : words.includes(` ${w}`)) || stemAt(i, true));
  return { all, prefixes };
}
