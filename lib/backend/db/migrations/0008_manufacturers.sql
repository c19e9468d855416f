CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"street" varchar(200) NOT NULL,
	"postal_code" varchar(20) NOT NULL,
	"city" varchar(120) NOT NULL,
	"country" char(2) NOT NULL,
	"email" varchar(200) NOT NULL,
	"web" varchar(200),
	"eu_name" varchar(200),
	"eu_street" varchar(200),
	"eu_postal_code" varchar(20),
	"eu_city" varchar(120),
	"eu_country" char(2),
	"eu_email" varchar(200),
	CONSTRAINT "manufacturers_brand_id_unique" UNIQUE("brand_id")
);
--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;