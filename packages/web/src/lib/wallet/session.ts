import { useCallback } from 'react';
import { z } from 'zod/mini';
import { create } from 'zustand';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { type ApiUser, apiRequest } from '../api/api-client.ts';
import { useNetworkStore } from '../network/network-store.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../storage/local-storage.ts';
import { useWalletStore } from './wallet-store.ts';

const storedSessionSchema = z.object({ token: z.string(), expiresAt: z.number() });
const storedSessionsSchema = z.record(z.string(), storedSessionSchema);
type StoredSession = z.infer<typeof storedSessionSchema>;

const challengeSchema = z.object({ nonce: z.string(), message: z.string() });

/** Sessions are kept a minute short of their end, so a request never races the expiry. */
const EXPIRY_MARGIN_MS = 60_000;

const sessionKey = (network: ProductNetwork, publicKey: string) => `${network}:${publicKey}`;

interface SessionState {
  sessions: Record<string, StoredSession>;
  save(key: string, session: StoredSession | null): void;
}

const useSessionStore = create<SessionState>((set, get) => ({
  sessions: readStored(STORAGE_KEYS.sessions, storedSessionsSchema, {}),
  save(key, session) {
    const sessions = { ...get().sessions };
    if (session) sessions[key] = session;
    else delete sessions[key];
    writeStored(STORAGE_KEYS.sessions, sessions);
    set({ sessions });
  },
}));

function liveToken(session: StoredSession | undefined, now = Date.now()): string | null {
  return session && session.expiresAt - EXPIRY_MARGIN_MS > now ? session.token : null;
}

/** The user the api sees: the connected wallet's key and its session, or an anonymous visitor. */
export function useApiUser(): ApiUser {
  const network = useNetworkStore((state) => state.network);
  const publicKey = useWalletStore((state) => state.wallet?.publicKey ?? null);
  const session = useSessionStore((state) =>
    publicKey ? state.sessions[sessionKey(network, publicKey)] : undefined,
  );
  return { network, publicKey, sessionToken: liveToken(session) };
}

/**
 * A session for the connected wallet: the stored one while it lives, else a new one from signing
 * the api's challenge with the wallet (spec: writes and per-user data need it).
 */
export async function ensureSession(): Promise<ApiUser> {
  const network = useNetworkStore.getState().network;
  const { wallet, actions } = useWalletStore.getState();
  if (!wallet || !actions) throw new Error('No wallet connected.');
  const user: ApiUser = { network, publicKey: wallet.publicKey };
  const key = sessionKey(network, wallet.publicKey);
  const stored = liveToken(useSessionStore.getState().sessions[key]);
  if (stored) return { ...user, sessionToken: stored };

  const challenge = await apiRequest({
    user,
    path: 'auth/challenge',
    method: 'POST',
    schema: challengeSchema,
  });
  const signed = await actions.signMessage(challenge.message);
  const session = await apiRequest({
    user,
    path: 'auth/session',
    method: 'POST',
    body: { nonce: challenge.nonce, ...signed },
    schema: storedSessionSchema,
  });
  useSessionStore.getState().save(key, session);
  return { ...user, sessionToken: session.token };
}

/** Forgets the stored session of a wallet, e.g. after the api answered 401. */
export function dropSession(network: ProductNetwork, publicKey: string): void {
  useSessionStore.getState().save(sessionKey(network, publicKey), null);
}

/** ensureSession as a hook-friendly callback. */
export function useEnsureSession(): () => Promise<ApiUser> {
  return useCallback(() => ensureSession(), []);
}
