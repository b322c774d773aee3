import { z } from 'zod';
import { addressString } from './common.ts';
import { reservationSchema } from './reservation.ts';
import { tokenSchema } from './token.ts';

/** GET sync: watched tokens, the USD rate and the user's reservations. */
export const syncResponseSchema = z.object({
  watchlist: z.array(tokenSchema),
  exchangeRates: z.object({
    rates: z.object({ usd: z.object({ value: z.number().nonnegative() }) }),
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

// The spec shows only 'GET watchlist/token with query'; the query is read as the token to look up
// in the user's watchlist, answered with the watched tokens.
/** Query of GET watchlist/token. */
export const watchlistTokenQuerySchema = z.object({ address: addressString });
/** GET watchlist/token. */
export const watchlistResponseSchema = z.object({ watchlist: z.array(tokenSchema) });
export type WatchlistResponse = z.infer<typeof watchlistResponseSchema>;
