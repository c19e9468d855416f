import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { VERSION_COLUMNS, versionsOf, type CatalogueVersions, type VersionRow } from '../catalogue/facet-rows';
import { familyKey, familyText, numeralForm } from './families';

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
  return (await searchTermsWithVersions(db, raw))?.terms ?? null;
}

/**
 * searchTerms, and the catalogue's change counters read in the same statement (a search call needs
 * both, and each statement costs PGlite about half a millisecond): the in-memory index is checked
 * against them (product-index.ts).
 */
export async function searchTermsWithVersions(db: Db, raw: string): Promise<{ terms: SearchTerms; versions: CatalogueVersions } | null> {
  const capped = capQuery(raw);
  if (capped.trim() === '') return null;
  const [row] = await queryRows<{ words: string; stems: string } & VersionRow>(
    db,
    sql`SELECT q.words, search_stems(q.words) AS stems, ${VERSION_COLUMNS}
        FROM (SELECT search_words(${capped}) AS words) q, catalogue_versions v WHERE v.id = 1`,
  );
  const all = split(row?.words);
  if (all.length === 0) return null;
  // search_stems keeps one stem per word, in order
  const stems = split(row?.stems);
  const stemOf = new Map(all.map((word, i) => [word, stems[i] ?? word]));
  const words = [...new Set(all)].slice(0, MAX_WORDS);
  const terms = { words, stems: words.map((w) => stemOf.get(w) ?? w), text: words.join(' '), key: all.join('').slice(0, 80) };
  return { terms, versions: versionsOf(row) };
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

/**
 * Search text of one row: padded words (' ip kamera 4 mpx '), their padded stems, the words
 * squeezed ('ipkamera4mpx'), and the family keys of the stems (families.ts), padded.
 */
export type SearchColumn = 'words' | 'stems' | 'compact' | 'families';

/** A substring one of the search columns must contain. */
export interface Needle {
  column: SearchColumn;
  text: string;
}

/**
 * Where the i-th word must occur for the loose match (what is found at all), any one of: inside
 * the squeezed text ('4mp' in '…4mpx…'), or as a word prefix when shorter than 3; or its stem
 * inside the stems (another form of a word).
 */
export function looseNeedles(terms: SearchTerms, i: number): Needle[] {
  const word = terms.words[i]!;
  const needles: Needle[] = [word.length >= SUBSTRING_MIN ? { column: 'compact', text: word } : { column: 'words', text: ` ${word}` }];
  // 'dvojdrotovy' inside '…2drotovy…' ('2-drôtový')
  const numeral = numeralForm(word);
  if (numeral !== null) needles.push({ column: 'compact', text: numeral });
  const stem = stemNeedle(terms, i, true);
  if (stem !== null) needles.push({ column: 'stems', text: stem });
  return needles;
}

/**
 * Where the i-th word must occur for the better rank: starting a word, its stem whole (another
 * form of the word) or its family key whole (another word of the family: 'pohybu', 'pohybové').
 */
export function prefixNeedles(terms: SearchTerms, i: number): Needle[] {
  const needles: Needle[] = [{ column: 'words', text: ` ${terms.words[i]!}` }];
  const stem = stemNeedle(terms, i, false);
  if (stem !== null) needles.push({ column: 'stems', text: stem }, { column: 'families', text: ` ${familyKey(stem.trim())} ` });
  return needles;
}

/**
 * Both tests for one row's search text (search_words, search_stems), every word of the query
 * passing: `prefixes` (every word starts a word or is another form of one) implies `all`.
 */
export function textMatches(text: { words: string; stems: string; families?: string }, terms: SearchTerms): { all: boolean; prefixes: boolean } {
  const columns = { words: text.words, stems: text.stems, compact: text.words.replaceAll(' ', ''), families: text.families ?? familyText(text.stems) };
  const holds = (needles: typeof looseNeedles) => terms.words.every((_, i) => needles(terms, i).some((n) => columns[n.column].includes(n.text)));
  const prefixes = holds(prefixNeedles);
  return { all: prefixes || holds(looseNeedles), prefixes };
}
