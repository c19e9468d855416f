-- Parametric filters on category pages (issue 23): every product parameter gets a key for its name
-- and one for its value with the unit, the words of the storefront's filter URL
-- (?f=rozlisenie:4-mpx,8-mpx;krytie:ip67): lower-case ASCII, accents dropped, every other run of
-- characters one hyphen, at most 80 characters. Stored (computed once per row, on insert) and
-- indexed, so counting a category's facets and filtering its listing compare keys, never text.
CREATE FUNCTION "facet_key"("text" text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT left(trim(both '-' from regexp_replace(lower(public.f_unaccent("text")), '[^a-z0-9]+', '-', 'g')), 80) $$;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD COLUMN "name_key" text COLLATE "C" GENERATED ALWAYS AS (facet_key(name)) STORED;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD COLUMN "value_key" text COLLATE "C" GENERATED ALWAYS AS (facet_key(value || ' ' || unit)) STORED;--> statement-breakpoint
CREATE INDEX "products_active_category_id_stock_idx" ON "products" USING btree ("category_id","id","stock") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "product_parameters_product_keys_idx" ON "product_parameters" USING btree ("product_id","name_key","value_key");--> statement-breakpoint
CREATE INDEX "product_parameters_keys_product_idx" ON "product_parameters" USING btree ("name_key","value_key","product_id");
