-- The search index kept in memory (lib/backend/search/product-index.ts, issue 24 latency) is read
-- again when the shape counter moves: product_search is made of name, code, vendor and active, and
-- vendor was the one the shape trigger (0010) did not watch. A migration that rewrites
-- product_search directly must bump the counter itself.
CREATE OR REPLACE TRIGGER "products_shape_changed" AFTER INSERT OR DELETE OR UPDATE OF "active", "category_id", "name", "code", "price_cents", "vendor" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('shape');
