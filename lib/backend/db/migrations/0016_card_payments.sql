CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_payment_id" varchar(64) NOT NULL,
	"state" varchar(12) DEFAULT 'waiting' NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "install_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_in_payments" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"state" varchar(12) DEFAULT 'waiting' NOT NULL,
	"notifications" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_state" varchar(12);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_provider_uq" ON "card_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "card_payments_order_idx" ON "card_payments" USING btree ("order_id","id");