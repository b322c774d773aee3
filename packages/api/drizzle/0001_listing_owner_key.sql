ALTER TABLE "native_listings" ADD COLUMN "owner_key" text;--> statement-breakpoint
CREATE INDEX "native_listings_owner_key" ON "native_listings" USING btree ("network","owner_key","block_number");