import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod/mini';
import { planAutoWatch } from '@opswap/protocol/portfolio/auto-watch';
import type { Token } from '@opswap/protocol/tokens/token';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/local-storage.ts';
import { activityKeys } from './activity-keys.ts';
import { syncQueryOptions } from './get-sync.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';
import { setTokenWatched } from './use-watch-toggle.ts';

/** The tokens offered to each account's watchlist, by `network:publicKey`. */
const offeredSchema = z.record(z.string(), z.array(z.string()));

const accountKey = (user: SessionUser) => `${user.network}:${user.publicKey}`;

function readOffered(user: SessionUser): string[] {
  return readStored(STORAGE_KEYS.autoWatchedTokens, offeredSchema, {})[accountKey(user)] ?? [];
}

function rememberOffered(user: SessionUser, addresses: readonly string[]): void {
  if (addresses.length === 0) return;
  const all = readStored(STORAGE_KEYS.autoWatchedTokens, offeredSchema, {});
  const key = accountKey(user);
  writeStored(STORAGE_KEYS.autoWatchedTokens, {
    ...all,
    [key]: [...new Set([...(all[key] ?? []), ...addresses])],
  });
}

/**
 * Watches the tokens among `tokens` that the signed-in user holds, once per account
 * (docs/activity.md#sidebar): one the user unwatches later is never added again. Without a session
 * it waits; it never asks the wallet to sign in.
 */
export function useWatchHeldTokens(tokens: readonly Token[]): void {
  const client = useQueryClient();
  const { session } = useSessionUser();
  const watchlist = useQuery(syncQueryOptions(session)).data?.watchlist;
  // Asked while this is mounted; a failed watch is not remembered, so the next mount retries it.
  const asked = useRef(new Set<string>());

  useEffect(() => {
    if (!session || !watchlist) return;
    const watched = watchlist.map((token) => token.address);
    const plan = planAutoWatch(tokens, watched, readOffered(session));
    rememberOffered(session, plan.remember);
    const fresh = plan.watch.filter((address) => !asked.current.has(accountKey(session) + address));
    if (fresh.length === 0) return;
    for (const address of fresh) asked.current.add(accountKey(session) + address);
    void Promise.allSettled(fresh.map((address) => setTokenWatched(address, true, session))).then(
      (results) => {
        const added = fresh.filter((_, index) => results[index]?.status === 'fulfilled');
        if (added.length === 0) return;
        rememberOffered(session, added);
        void client.invalidateQueries({ queryKey: activityKeys.all });
      },
    );
  }, [client, session, watchlist, tokens]);
}
