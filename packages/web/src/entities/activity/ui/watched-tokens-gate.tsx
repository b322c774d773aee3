import type { ReactNode } from 'react';
import {
  CONNECT_WALLET_FOR_ACTIVITY,
  NO_WATCHED_TOKENS,
} from '@opswap/protocol/activity/dashboard-texts';
import { useWatchedTokens, type WatchedToken } from '../use-watched-tokens.ts';
import { EmptyState, Loading, LoadError } from './query-states.tsx';
import { SessionGate } from './session-gate.tsx';

/**
 * The signed-in wallet's watched tokens, largest balance first (the dashboard's Tokens tab and
 * the sidebar's), or why there are none to show.
 */
export function WatchedTokensGate({
  children,
}: {
  children: (tokens: WatchedToken[]) => ReactNode;
}) {
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_ACTIVITY}>
      <Tokens>{children}</Tokens>
    </SessionGate>
  );
}

function Tokens({ children }: { children: (tokens: WatchedToken[]) => ReactNode }) {
  const watched = useWatchedTokens();
  if (watched.error) return <LoadError error={watched.error} what="your watched tokens" />;
  if (watched.isPending) return <Loading what="your watched tokens" />;
  if (watched.tokens.length === 0) return <EmptyState text={NO_WATCHED_TOKENS} />;
  return children(watched.tokens);
}
