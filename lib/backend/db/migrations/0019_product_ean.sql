-- A product's EAN-13 (docs/decisions/065-ean-and-scanning.md). Search keeps the EANs in its
-- in-memory index (lib/backend/search/product-index.ts), rebuilt when `shape` moves: a changed EAN moves it too.
ALTER TABLE "products" ADD COLUMN "ean" varchar(13);--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_uq" ON "products" USING btree ("ean") WHERE "products"."ean" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_shape_changed" AFTER INSERT OR DELETE OR UPDATE OF "active", "category_id", "name", "code", "vendor", "ean" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('shape');
