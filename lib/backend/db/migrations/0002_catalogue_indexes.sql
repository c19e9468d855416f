DROP INDEX IF EXISTS "categories_slug_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blogs_lang_homepage_idx" ON "blogs" USING btree ("lang","on_homepage","published_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_path_prefix_idx" ON "categories" USING btree ("path" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_offer_idx" ON "products" USING btree ("active","on_offer","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_category_stock_idx" ON "products" USING btree ("category_id","stock") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_slug_idx" ON "categories" USING btree ("slug","depth");