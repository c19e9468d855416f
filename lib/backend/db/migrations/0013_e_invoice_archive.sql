CREATE TABLE "e_invoices" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"invoice_number" varchar(20) NOT NULL,
	"xml" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivery_ref" varchar(500),
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_number_uq" ON "e_invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "e_invoices_due_idx" ON "e_invoices" USING btree ("next_attempt_at") WHERE "e_invoices"."sent_at" is null;