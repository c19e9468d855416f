-- Slovak inflection (issue 18): "kamery", "kamier", "kamerou" must find what "kamera" finds. The
-- Snowball project has no Slovak stemmer and a hunspell dictionary needs an engine the database has
-- not, so this is a light suffix stemmer in SQL: the triggers stem the index with it and the
-- backend stems the query with the same function, one implementation for both sides.
--
-- search_stems(padded words) stems every word of search_words' output, keeping the padding:
-- 1. the longest case or number ending is cut (iach, ach, ami, ou, om, ov, ych, ej, a, e, y …),
--    leaving at least 3 letters: 'kamerami' → 'kamer', 'detektorov' → 'detektor', 'zoom' stays;
-- 2. a vowel e, ie or o between a consonant and a final l, r, k, c, n or t is dropped, so forms
--    with and without the vowel meet: 'kabel'/'kabla' → 'kabl', 'kamier'/'kamer' → 'kamr',
--    'zamok'/'zamky' → 'zamk'.
-- Words with a digit (codes, '4mp', 'hub2') and words of 1-2 letters are left alone. Stems are
-- compared whole (never as prefixes), so a short stem cannot pull in longer unrelated words.
CREATE OR REPLACE FUNCTION search_stems(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(
    regexp_replace($1,
      '(?<= )([a-z]{3,}?)(iach|iam|ach|och|ami|ymi|imi|eho|emu|ych|ich|ej|ym|im|ou|om|ov|am|mi|ia|ie|ii|iu|a|e|i|o|u|y)(?= )',
      '\1', 'g'),
    '(?<= )([a-z]+[bcdfghjklmnpqrstvwxz])(ie|e|o)([lrkcnt])(?= )', '\1\3', 'g') $$;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "stems" text NOT NULL DEFAULT '';
--> statement-breakpoint
-- Existing rows: the stems follow from the stored words alone.
UPDATE "product_search" SET "stems" = search_stems("words");
--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "stems" DROP DEFAULT;
--> statement-breakpoint
CREATE INDEX "product_search_stems_trgm_idx" ON "product_search" USING gin ("stems" gin_trgm_ops);
--> statement-breakpoint
-- The refresh the triggers call (0003) now writes the stems too; the vocabulary is unchanged
-- (the typo corrector compares what was typed with the words as written).
CREATE OR REPLACE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, active, words, stems, compact, code_key)
  SELECT p.id, p.active, k.words, search_stems(k.words), search_compact(p.name || ' ' || p.code || ' ' || p.vendor), search_compact(p.code)
  FROM products p, LATERAL (SELECT search_words(p.name || ' ' || p.code || ' ' || p.vendor) AS words) k
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE
    SET active = EXCLUDED.active, words = EXCLUDED.words, stems = EXCLUDED.stems, compact = EXCLUDED.compact, code_key = EXCLUDED.code_key;
  INSERT INTO search_vocabulary (word)
  SELECT DISTINCT w FROM product_search s, unnest(string_to_array(btrim(s.words), ' ')) AS w
  WHERE s.product_id = ANY(ids) AND length(w) >= 3
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
ANALYZE product_search;
