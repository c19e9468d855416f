CREATE TABLE "building_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"street" varchar(200) DEFAULT '' NOT NULL,
	"city" varchar(120) DEFAULT '' NOT NULL,
	"zip" varchar(10) DEFAULT '' NOT NULL,
	"job_reference" varchar(60) DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"label" varchar(120) DEFAULT '' NOT NULL,
	"first_name" varchar(120) NOT NULL,
	"last_name" varchar(120) NOT NULL,
	"street" varchar(200) NOT NULL,
	"city" varchar(120) NOT NULL,
	"zip" varchar(10) NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" varchar(12) NOT NULL,
	"order_limit_cents" integer,
	"invited_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" in ('buyer', 'accountant'))
);
--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"site_id" integer,
	"total_exc_vat_cents" integer NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_approvals_state_check" CHECK ("order_approvals"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_account_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "role" varchar(12) DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "order_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "current_site_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "account_id" integer;--> statement-breakpoint
-- every customer so far is the owner of a company of one: the account is the customer
UPDATE "carts" SET "account_id" = "customer_id";--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "account_id" integer;--> statement-breakpoint
-- every customer so far is the owner of a company of one: the account is the customer
UPDATE "invoices" SET "account_id" = "customer_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_id" integer;--> statement-breakpoint
-- every customer so far is the owner of a company of one: the account is the customer
UPDATE "orders" SET "account_id" = "customer_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "job_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "building_sites" ADD CONSTRAINT "building_sites_account_id_customers_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_account_id_customers_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_account_id_customers_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_customers_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_account_id_customers_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_requester_id_customers_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_site_id_building_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."building_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_decided_by_customers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "building_sites_account_idx" ON "building_sites" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "company_addresses_account_idx" ON "company_addresses" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "company_invitations_account_idx" ON "company_invitations" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_approvals_cart_uq" ON "order_approvals" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_approvals_order_uq" ON "order_approvals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_approvals_account_state_idx" ON "order_approvals" USING btree ("account_id","state","id");--> statement-breakpoint
CREATE INDEX "order_approvals_requester_idx" ON "order_approvals" USING btree ("requester_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_account_id_customers_id_fk" FOREIGN KEY ("company_account_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_current_site_id_building_sites_id_fk" FOREIGN KEY ("current_site_id") REFERENCES "public"."building_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_account_id_customers_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_building_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."building_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_customers_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_customers_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_building_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."building_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approved_by_customers_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company_account_idx" ON "customers" USING btree ("company_account_id");--> statement-breakpoint
CREATE INDEX "carts_account_idx" ON "carts" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_role_check" CHECK ("customers"."role" in ('owner', 'buyer', 'accountant'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_owner_has_no_account" CHECK (("customers"."role" = 'owner') = ("customers"."company_account_id" is null));