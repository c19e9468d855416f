-- Re-pricing no longer moves `shape` (issue 24 review): the search index kept in memory
-- (lib/backend/search/product-index.ts) is rebuilt when `shape` moves, 1-2 s at 100 000 products,
-- and prices are not in the search text. Only the category listing's price order depends on them:
-- it is kept by the new `prices` counter (lib/backend/catalogue/facet-match.ts).
ALTER TABLE "catalogue_versions" ADD COLUMN "prices" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger
LANGUAGE plpgsql
AS $$ BEGIN
  IF TG_ARGV[0] = 'stock' THEN UPDATE public.catalogue_versions SET stock = stock + 1;
  ELSIF TG_ARGV[0] = 'prices' THEN UPDATE public.catalogue_versions SET prices = prices + 1;
  ELSE UPDATE public.catalogue_versions SET shape = shape + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_shape_changed" AFTER INSERT OR DELETE OR UPDATE OF "active", "category_id", "name", "code", "vendor" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('shape');--> statement-breakpoint
CREATE TRIGGER "products_prices_changed" AFTER UPDATE OF "price_cents" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('prices');
