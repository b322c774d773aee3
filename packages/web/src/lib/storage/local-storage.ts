// zod's mini build: the stores read at start-up, so only what they use is in the first load.
import { safeParse } from 'zod/mini';
// Before the first parse of the app, which is here (the stores' saved state).
import '../validation/zod-config.ts';
import type { $ZodType } from 'zod/v4/core';

/** Every key the app keeps in localStorage, in one place. */
export const STORAGE_KEYS = {
  settings: 'opswap.settings',
  theme: 'opswap.theme',
  radio: 'opswap.radio',
  walletType: 'opswap.walletType',
  network: 'opswap.network',
  devAccount: 'opswap.devAccount',
  devWalletConnected: 'opswap.devWalletConnected',
  sessions: 'opswap.sessions',
  recentTokens: 'opswap.recentTokens',
  autoWatchedTokens: 'opswap.autoWatchedTokens',
} as const;

/** A stored value read through its schema; anything missing or malformed gives the fallback. */
export function readStored<T>(key: string, schema: $ZodType<T>, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return fallback;
    const parsed = safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app works on without remembering.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // as above
  }
}
