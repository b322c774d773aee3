import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type WatchlistChangeResponse,
  watchlistChangeResponseSchema,
} from '@opswap/protocol/schemas/sync';
import type { Token } from '@opswap/protocol/tokens/token';
import { apiRequest } from '../../lib/api/api-client.ts';
import { ensureSession } from '../../lib/wallet/session.ts';
import { activityKeys } from './activity-keys.ts';
import { syncQueryOptions } from './get-sync.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';

/**
 * POST watchlist/token watches a token, DELETE unwatches it, as the given signed-in user or else
 * signing in first when needed.
 */
export async function setTokenWatched(
  address: string,
  watched: boolean,
  user?: SessionUser,
): Promise<WatchlistChangeResponse> {
  return apiRequest({
    user: user ?? (await ensureSession()),
    path: 'watchlist/token',
    method: watched ? 'POST' : 'DELETE',
    body: { address },
    schema: watchlistChangeResponseSchema,
  });
}

export interface WatchToggle {
  /** Whether the token is watched, or will be once the change being saved is. */
  watched: boolean;
  toggle: () => void;
  pending: boolean;
  error: Error | null;
}

/** Whether a token is among the user's watched tokens (GET sync), and a switch to change it. */
export function useWatchToggle(token: Pick<Token, 'address'>): WatchToggle {
  const client = useQueryClient();
  const { session } = useSessionUser();
  const sync = useQuery(syncQueryOptions(session));
  const mutation = useMutation({
    mutationFn: (watched: boolean) => setTokenWatched(token.address, watched),
    // Stays pending until the watched tokens are read again, so the switch does not flip back.
    onSettled: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  });
  const address = token.address.toLowerCase();
  const saved =
    sync.data?.watchlist.some((entry) => entry.address.toLowerCase() === address) ?? false;
  const watched = mutation.isPending ? mutation.variables : saved;
  return {
    watched,
    // A change being saved takes no other: the switch stays focusable meanwhile.
    toggle: () => {
      if (!mutation.isPending) mutation.mutate(!watched);
    },
    pending: mutation.isPending,
    error: mutation.error,
  };
}
