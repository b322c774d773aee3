CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"user_key" text NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"failed_reason" text,
	"block_number" integer,
	"cancellation_transaction_id" text,
	"receipt" jsonb,
	"events" jsonb,
	"inputs" jsonb,
	"timestamp" bigint NOT NULL,
	"last_updated" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"user_key" text NOT NULL,
	"message" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"user_key" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_blocks" (
	"network" text NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"previous_hash" text NOT NULL,
	"time" bigint NOT NULL,
	CONSTRAINT "chain_blocks_network_height_pk" PRIMARY KEY("network","height")
);
--> statement-breakpoint
CREATE TABLE "indexer_cursor" (
	"network" text PRIMARY KEY NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"p2op" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer NOT NULL,
	"max_supply" numeric(78, 0) NOT NULL,
	"image" text NOT NULL,
	"verified" boolean NOT NULL,
	"block_number" integer NOT NULL,
	CONSTRAINT "tokens_network_address_pk" PRIMARY KEY("network","address")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"network" text NOT NULL,
	"hash" text NOT NULL,
	"user_key" text NOT NULL,
	"token_address" text NOT NULL,
	"token_symbol" text NOT NULL,
	"status" text NOT NULL,
	"amount_in" numeric(78, 0) NOT NULL,
	"amount_out" numeric(78, 0) NOT NULL,
	"confirmed_at_block" integer,
	"expires_at_block" integer,
	"reason" text,
	"simulation_result" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"reservation_utxo" jsonb,
	"events" jsonb,
	"receipt" jsonb,
	"timestamp" bigint NOT NULL,
	"last_updated" bigint NOT NULL,
	CONSTRAINT "reservations_network_user_key_hash_pk" PRIMARY KEY("network","user_key","hash")
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"network" text NOT NULL,
	"user_key" text NOT NULL,
	"token_address" text NOT NULL,
	"searched_at" bigint NOT NULL,
	CONSTRAINT "recent_searches_network_user_key_token_address_pk" PRIMARY KEY("network","user_key","token_address")
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"network" text NOT NULL,
	"user_key" text NOT NULL,
	"token_address" text NOT NULL,
	"added_at" bigint NOT NULL,
	CONSTRAINT "watchlist_network_user_key_token_address_pk" PRIMARY KEY("network","user_key","token_address")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activities_user_transaction" ON "activities" USING btree ("network","user_key","transaction_id");--> statement-breakpoint
CREATE INDEX "activities_user_updated" ON "activities" USING btree ("network","user_key","last_updated");--> statement-breakpoint
CREATE INDEX "activities_user_type_updated" ON "activities" USING btree ("network","user_key","type","last_updated");--> statement-breakpoint
CREATE INDEX "activities_transaction" ON "activities" USING btree ("network","transaction_id");--> statement-breakpoint
CREATE INDEX "activities_pending" ON "activities" USING btree ("network","status") WHERE "activities"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "auth_challenges_expiry" ON "auth_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expiry" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tokens_p2op" ON "tokens" USING btree ("network","p2op");--> statement-breakpoint
CREATE INDEX "tokens_symbol" ON "tokens" USING btree ("network","symbol");--> statement-breakpoint
CREATE INDEX "reservations_user" ON "reservations" USING btree ("network","user_key","last_updated");--> statement-breakpoint
CREATE INDEX "reservations_hash" ON "reservations" USING btree ("network","hash");--> statement-breakpoint
CREATE INDEX "recent_searches_user" ON "recent_searches" USING btree ("network","user_key","searched_at");