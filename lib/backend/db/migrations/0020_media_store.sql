CREATE TABLE "media_blobs" (
	"sha256" varchar(64) PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"sha256" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_sha256_media_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."media_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_sha256_idx" ON "media_files" USING btree ("sha256");--> statement-breakpoint
-- uncompressed (WebP and PDFs are compressed already), so substring() reads only its slice of a large file (lib/backend/media/read-database.ts)
ALTER TABLE "media_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
