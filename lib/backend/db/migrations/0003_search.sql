CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	"words" text NOT NULL,
	"compact" text NOT NULL,
	"code_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_compact_trgm_idx" ON "product_search" USING gin ("compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search" USING gin ("words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_code_key_idx" ON "product_search" USING btree ("code_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Search text: unaccented, lower-cased, every run of other characters one space, padded with a
-- space each side so that a word prefix is LIKE '% tok%'. Letters unaccent cannot map are dropped.
CREATE OR REPLACE FUNCTION search_words(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ' ' || btrim(regexp_replace(lower(f_unaccent($1)), '[^a-z0-9]+', ' ', 'g')) || ' ' $$;
--> statement-breakpoint
-- The same without spaces: '4 Mpx' → '4mpx', 'DS-2CD2143G2-I' → 'ds2cd2143g2i'.
CREATE OR REPLACE FUNCTION search_compact(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(search_words($1), ' ', '') $$;
--> statement-breakpoint
-- Writes the search rows of the given products and adds their words to the vocabulary.
CREATE OR REPLACE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, active, words, compact, code_key)
  SELECT p.id, p.active, search_words(p.name || ' ' || p.code || ' ' || p.vendor),
         search_compact(p.name || ' ' || p.code || ' ' || p.vendor), search_compact(p.code)
  FROM products p WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE
    SET active = EXCLUDED.active, words = EXCLUDED.words, compact = EXCLUDED.compact, code_key = EXCLUDED.code_key;
  INSERT INTO search_vocabulary (word)
  SELECT DISTINCT w FROM product_search s, unnest(string_to_array(btrim(s.words), ' ')) AS w
  WHERE s.product_id = ANY(ids) AND length(w) >= 3
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
-- One refresh per INSERT statement (the seed inserts 1000 products at a time).
CREATE OR REPLACE FUNCTION products_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates refresh only products whose name, code, vendor or active flag changed (not stock or price).
CREATE OR REPLACE FUNCTION products_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.code, n.vendor, n.active) IS DISTINCT FROM (o.name, o.code, o.vendor, o.active)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_updated();
--> statement-breakpoint
-- Products that existed before this migration (deletes cascade through the foreign key).
SELECT product_search_refresh(ARRAY(SELECT id FROM products));
--> statement-breakpoint
ANALYZE product_search;
