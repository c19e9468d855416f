import 'server-only';
import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchVocabulary } from '../db/schema';
import { searchTerms, type SearchTerms } from './terms';

/** Words shorter than this are too short to tell a typo from another word. */
const CORRECTABLE_MIN = 3;

async function closestWord(db: Db, word: string): Promise<string> {
  const similarity = sql`similarity(${searchVocabulary.word}, ${word})`;
  const [row] = await db
    .select({ word: searchVocabulary.word })
    .from(searchVocabulary)
    .where(sql`${searchVocabulary.word} % ${word}`)
    .orderBy(desc(similarity), asc(sql`abs(length(${searchVocabulary.word}) - ${word.length})`), asc(searchVocabulary.word))
    .limit(1);
  return row?.word ?? word;
}

/**
 * The query with each word replaced by the most similar word of the catalogue (trigram similarity,
 * pg_trgm's default threshold 0.3): 'hikvison' → 'hikvision'. Null when no word changes. Looked up
 * in the vocabulary (a few thousand words), never by comparing the query with every product.
 */
export async function correctedTerms(db: Db, terms: SearchTerms): Promise<SearchTerms | null> {
  const words: string[] = [];
  for (const word of terms.words) words.push(word.length >= CORRECTABLE_MIN ? await closestWord(db, word) : word);
  if (words.every((w, i) => w === terms.words[i])) return null;
  // vocabulary words are already search words: this only adds their stems
  return searchTerms(db, [...new Set(words)].join(' '));
}
