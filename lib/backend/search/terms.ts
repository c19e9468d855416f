import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** Longest query read, in code points; the rest is ignored (contract: a long query still gets a normal answer). */
export const MAX_QUERY_CHARS = 200;
/** Words matched at most; later ones are ignored, so a pasted paragraph cannot build a huge query. */
export const MAX_WORDS = 8;
/** Words shorter than this match as word prefixes (a trigram index cannot look up 1-2 characters inside words). */
const SUBSTRING_MIN = 3;

/** A query as the database compares it: unaccented, lower-case ASCII words. */
export interface SearchTerms {
  /** distinct words, in the order typed */
  words: string[];
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

/**
 * Normalises a query with the same SQL function that built the stored search keys, so both sides
 * agree on every accent; null when nothing searchable is left (blank, punctuation, emoji).
 */
export async function searchTerms(db: Db, raw: string): Promise<SearchTerms | null> {
  const capped = capQuery(raw);
  if (capped.trim() === '') return null;
  const [row] = await queryRows<{ words: string }>(db, sql`SELECT search_words(${capped}) AS words`);
  const all = (row?.words ?? '').trim().split(' ').filter(Boolean);
  if (all.length === 0) return null;
  const words = [...new Set(all)].slice(0, MAX_WORDS);
  return { words, text: words.join(' '), key: all.join('').slice(0, 80) };
}

/** LIKE pattern text with its wildcards and escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Search columns (or expressions) of one kind of row: padded words and the squeezed form. */
export interface SearchColumns {
  words: SQL;
  compact: SQL;
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

/** Every word of the query matches (the loose match that decides what is found at all). */
export function allWordsMatch(columns: SearchColumns, terms: SearchTerms): SQL {
  const hasLong = terms.words.some((w) => w.length >= SUBSTRING_MIN);
  return sql.join(
    terms.words.map((w) => wordMatches(columns, w, hasLong)),
    sql` AND `,
  );
}

/** Every word of the query starts a word of the text (the better tier). */
export function allWordPrefixes(columns: SearchColumns, terms: SearchTerms): SQL {
  return sql.join(
    terms.words.map((w) => sql`${columns.words} LIKE ${`% ${escapeLike(w)}%`}`),
    sql` AND `,
  );
}

/** The same two tests in JavaScript, for search text already read from the database (search_words). */
export function textMatches(words: string, terms: SearchTerms): { all: boolean; prefixes: boolean } {
  const compact = words.replaceAll(' ', '');
  const prefixes = terms.words.every((w) => words.includes(` ${w}`));
  const all = prefixes || terms.words.every((w) => (w.length >= SUBSTRING_MIN ? compact.includes(w) : words.includes(` ${w}`)));
  return { all, prefixes };
}
