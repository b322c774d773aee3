import { useMemo } from 'react';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ApiUser } from '../../lib/api/api-client.ts';
import { useApiUser } from '../../lib/wallet/session.ts';

/** A signed-in wallet: what every per-user api call needs. */
export interface SessionUser {
  network: ProductNetwork;
  publicKey: string;
  sessionToken: string;
}

/** The signed-in user, or null while no wallet is connected or it has not signed in. */
export function sessionUserOf(user: ApiUser): SessionUser | null {
  if (!user.publicKey || !user.sessionToken) return null;
  return { network: user.network, publicKey: user.publicKey, sessionToken: user.sessionToken };
}

/** The api user and, once signed in, the session user; stable between renders. */
export function useSessionUser(): { user: ApiUser; session: SessionUser | null } {
  const { network, publicKey, sessionToken } = useApiUser();
  return useMemo(() => {
    const user: ApiUser = { network, publicKey, sessionToken };
    return { user, session: sessionUserOf(user) };
  }, [network, publicKey, sessionToken]);
}
