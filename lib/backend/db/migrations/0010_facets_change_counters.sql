-- Change counters for the in-memory category facet index (issue 23 latency): one row read per call
-- instead of scanning for what changed. See lib/backend/db/schema/catalogue-versions.ts.
CREATE TABLE "catalogue_versions" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shape" bigint DEFAULT 0 NOT NULL,
	"stock" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_versions_one_row" CHECK ("catalogue_versions"."id" = 1)
);--> statement-breakpoint
INSERT INTO "catalogue_versions" ("id") VALUES (1);--> statement-breakpoint
-- Statement triggers (one bump per statement, however many rows), schema-qualified because a
-- restore runs them with an empty search_path. TG_ARGV[0] names the counter.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger
LANGUAGE plpgsql
AS $$ BEGIN
  IF TG_ARGV[0] = 'stock' THEN UPDATE public.catalogue_versions SET stock = stock + 1;
  ELSE UPDATE public.catalogue_versions SET shape = shape + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_shape_changed" AFTER INSERT OR DELETE OR UPDATE OF "active", "category_id", "name", "code", "price_cents" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('shape');--> statement-breakpoint
CREATE TRIGGER "products_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('shape');--> statement-breakpoint
CREATE TRIGGER "products_stock_changed" AFTER UPDATE OF "stock" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('stock');--> statement-breakpoint
CREATE TRIGGER "product_parameters_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_parameters" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('shape');--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('shape');
