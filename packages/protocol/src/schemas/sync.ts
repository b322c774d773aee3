import { z } from 'zod/mini';
import { addressString } from './common.ts';
import { reservationSchema } from './reservation.ts';
import { tokenSchema } from './token.ts';

/** GET sync: watched tokens, the USD rate and the user's reservations. */
export const syncResponseSchema = z.object({
  watchlist: z.array(tokenSchema),
  exchangeRates: z.object({
    rates: z.object({
      // source says where the price came from: 'fixed' for a configured rate (the devnet's).
      usd: z.object({ value: z.number().check(z.nonnegative()), source: z.string() }),
    }),
  }),
  reservations: z.array(reservationSchema),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;
export type SyncResponseJson = z.input<typeof syncResponseSchema>;

/** Path params of GET search/token/{address}; 'bitcoin' asks for the native token. */
export const searchTokenParamsSchema = z.object({ address: addressString });
/** GET search/token/{address}. */
export const searchTokenResponseSchema = tokenSchema;
/** GET search/recent. */
export const recentSearchesResponseSchema = z.array(tokenSchema);

// The spec shows only 'GET watchlist/token with query'; the query is read as an optional token to
// look up in the user's watchlist (an empty list then means it is not watched).
/** Query of GET watchlist/token. */
export const watchlistTokenQuerySchema = z.object({ address: z.optional(addressString) });

/** POST watchlist/token (watch) and DELETE watchlist/token (unwatch). */
export const watchlistTokenBodySchema = z.object({ address: addressString });
/** GET watchlist/token. */
export const watchlistResponseSchema = z.object({ watchlist: z.array(tokenSchema) });
export type WatchlistResponse = z.infer<typeof watchlistResponseSchema>;

/** A watched token; without balance and balanceBigint when the node could not be asked. */
export const watchedTokenSchema = z.partial(tokenSchema, { balance: true, balanceBigint: true });

/**
 * POST watchlist/token (watch) and DELETE watchlist/token (unwatch): the watchlist once the change
 * is saved. A change is saved whether or not the node answers; when it does not, `partial` is
 * true: the tokens come without balances, and a token only the node can describe (one the api
 * has not indexed) is left out. GET watchlist/token gives the whole list again later.
 */
export const watchlistChangeResponseSchema = z.object({
  watchlist: z.array(watchedTokenSchema),
  partial: z.boolean(),
});
export type WatchlistChangeResponse = z.infer<typeof watchlistChangeResponseSchema>;
