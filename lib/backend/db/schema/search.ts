/** Search keys of the catalogue, kept by triggers (migrations 0003, 0005). */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/**
 * Search keys of a product, kept by triggers on `products` (migration 0003_search): name, code and
 * vendor lower-cased and unaccented, as words (`' ip kamera 4 mpx '`) and squeezed together
 * (`'ipkamera4mpx'`), plus the code alone squeezed (`'ds2cd2143g2i'`). A narrow table of its own,
 * so matching reads a few hundred small pages instead of the wide product rows.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull(),
    /** ' ' + words + ' ', so a word prefix is LIKE '% tok%' */
    words: text('words').notNull(),
    /** words without spaces: '4mp' finds '4 Mpx', 'ds2cd' finds 'DS-2CD' */
    compact: text('compact').notNull(),
    /** the words stemmed (search_stems, migration 0005): ' kamr ' for 'kamera', 'kamery', 'kamier' */
    stems: text('stems').notNull(),
    codeKey: text('code_key').notNull(),
  },
  (t) => [
    index('product_search_compact_trgm_idx').using('gin', t.compact.op('gin_trgm_ops')),
    index('product_search_words_trgm_idx').using('gin', t.words.op('gin_trgm_ops')),
    index('product_search_stems_trgm_idx').using('gin', t.stems.op('gin_trgm_ops')),
    index('product_search_code_key_idx').on(t.codeKey.op('text_pattern_ops')),
  ],
);

/** Every word (3+ letters) of product search text: the dictionary a query with a typo is corrected against. */
export const searchVocabulary = pgTable('search_vocabulary', { word: text('word').primaryKey() }, (t) => [
  index('search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
