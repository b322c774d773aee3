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
CREATE TABLE "indexer_status_changes" (
	"network" text NOT NULL,
	"block_number" integer NOT NULL,
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "indexer_status_changes_network_subject_key_block_number_pk" PRIMARY KEY("network","subject","key","block_number")
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
CREATE TABLE "amm_pool_states" (
	"network" text NOT NULL,
	"pool" text NOT NULL,
	"block_number" integer NOT NULL,
	"time" bigint NOT NULL,
	"reserve0" numeric(78, 0) NOT NULL,
	"reserve1" numeric(78, 0) NOT NULL,
	"total_supply" numeric(78, 0) NOT NULL,
	CONSTRAINT "amm_pool_states_network_pool_block_number_pk" PRIMARY KEY("network","pool","block_number")
);
--> statement-breakpoint
CREATE TABLE "amm_pools" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"token0" text NOT NULL,
	"token1" text NOT NULL,
	"block_number" integer NOT NULL,
	"transaction_id" text NOT NULL,
	CONSTRAINT "amm_pools_network_address_pk" PRIMARY KEY("network","address")
);
--> statement-breakpoint
CREATE TABLE "native_listing_fills" (
	"network" text NOT NULL,
	"listing_transaction_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"event_index" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_number" integer NOT NULL,
	CONSTRAINT "native_listing_fills_network_transaction_id_event_index_listing_transaction_id_pk" PRIMARY KEY("network","transaction_id","event_index","listing_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "native_listings" (
	"network" text NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_index" integer NOT NULL,
	"token" text NOT NULL,
	"provider_id" text NOT NULL,
	"owner" text NOT NULL,
	"receiver" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"net_amount" numeric(78, 0) NOT NULL,
	"priority" boolean NOT NULL,
	"initial" boolean NOT NULL,
	"block_number" integer NOT NULL,
	"time" bigint NOT NULL,
	"closed_status" text,
	"closed_block" integer,
	CONSTRAINT "native_listings_network_transaction_id_pk" PRIMARY KEY("network","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "native_pool_states" (
	"network" text NOT NULL,
	"token" text NOT NULL,
	"block_number" integer NOT NULL,
	"time" bigint NOT NULL,
	"liquidity" numeric(78, 0) NOT NULL,
	"reserved_liquidity" numeric(78, 0) NOT NULL,
	"virtual_btc_reserve" numeric(78, 0) NOT NULL,
	"virtual_token_reserve" numeric(78, 0) NOT NULL,
	"quote" numeric(78, 0) NOT NULL,
	CONSTRAINT "native_pool_states_network_token_block_number_pk" PRIMARY KEY("network","token","block_number")
);
--> statement-breakpoint
CREATE TABLE "native_pools" (
	"network" text NOT NULL,
	"token" text NOT NULL,
	"contract" text NOT NULL,
	"owner" text NOT NULL,
	"block_number" integer NOT NULL,
	"transaction_id" text NOT NULL,
	CONSTRAINT "native_pools_network_token_pk" PRIMARY KEY("network","token")
);
--> statement-breakpoint
CREATE TABLE "token_transactions" (
	"network" text NOT NULL,
	"transaction_id" text NOT NULL,
	"event_index" integer NOT NULL,
	"transaction_index" integer NOT NULL,
	"block_number" integer NOT NULL,
	"time" bigint NOT NULL,
	"kind" text NOT NULL,
	"pool" text NOT NULL,
	"direction" text NOT NULL,
	"token" text NOT NULL,
	"token_two" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"for_amount" numeric(78, 0) NOT NULL,
	"wallet" text NOT NULL,
	CONSTRAINT "token_transactions_network_transaction_id_event_index_pk" PRIMARY KEY("network","transaction_id","event_index")
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
CREATE INDEX "indexer_status_changes_block" ON "indexer_status_changes" USING btree ("network","block_number");--> statement-breakpoint
CREATE INDEX "tokens_p2op" ON "tokens" USING btree ("network","p2op");--> statement-breakpoint
CREATE INDEX "tokens_symbol" ON "tokens" USING btree ("network","symbol");--> statement-breakpoint
CREATE INDEX "amm_pool_states_block" ON "amm_pool_states" USING btree ("network","block_number");--> statement-breakpoint
CREATE INDEX "amm_pools_token0" ON "amm_pools" USING btree ("network","token0");--> statement-breakpoint
CREATE INDEX "amm_pools_token1" ON "amm_pools" USING btree ("network","token1");--> statement-breakpoint
CREATE INDEX "amm_pools_block" ON "amm_pools" USING btree ("network","block_number");--> statement-breakpoint
CREATE INDEX "native_listing_fills_listing" ON "native_listing_fills" USING btree ("network","listing_transaction_id");--> statement-breakpoint
CREATE INDEX "native_listing_fills_block" ON "native_listing_fills" USING btree ("network","block_number");--> statement-breakpoint
CREATE INDEX "native_listings_provider" ON "native_listings" USING btree ("network","provider_id","block_number");--> statement-breakpoint
CREATE INDEX "native_listings_token" ON "native_listings" USING btree ("network","token","block_number");--> statement-breakpoint
CREATE INDEX "native_listings_block" ON "native_listings" USING btree ("network","block_number");--> statement-breakpoint
CREATE INDEX "native_listings_closed" ON "native_listings" USING btree ("network","closed_block");--> statement-breakpoint
CREATE INDEX "native_pool_states_block" ON "native_pool_states" USING btree ("network","block_number");--> statement-breakpoint
CREATE INDEX "native_pools_block" ON "native_pools" USING btree ("network","block_number");--> statement-breakpoint
CREATE INDEX "token_transactions_token" ON "token_transactions" USING btree ("network","token","block_number");--> statement-breakpoint
CREATE INDEX "token_transactions_token_two" ON "token_transactions" USING btree ("network","token_two","block_number");--> statement-breakpoint
CREATE INDEX "token_transactions_pool" ON "token_transactions" USING btree ("network","pool","block_number");--> statement-breakpoint
CREATE INDEX "token_transactions_block" ON "token_transactions" USING btree ("network","block_number");--> statement-breakpoint
CREATE INDEX "reservations_user" ON "reservations" USING btree ("network","user_key","last_updated");--> statement-breakpoint
CREATE INDEX "reservations_hash" ON "reservations" USING btree ("network","hash");--> statement-breakpoint
CREATE INDEX "recent_searches_user" ON "recent_searches" USING btree ("network","user_key","searched_at");