import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { authChallenges, sessions } from '../db/schema/index.ts';

export const CHALLENGE_TTL_MS = 5 * 60_000;
/**
 * The live challenges one key may hold: a newer one retires the oldest beyond this, so asking for
 * challenges in a loop never grows the store.
 */
export const MAX_LIVE_CHALLENGES_PER_KEY = 5;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export interface Challenge {
  nonce: string;
  message: string;
  expiresAt: number;
}

/** The text the wallet signs: it names the product, the key, the network and a one-time nonce. */
export function challengeMessage(
  network: ProductNetwork,
  userKey: string,
  nonce: string,
  issuedAt: number,
): string {
  return [
    'Sign in to opswap',
    '',
    'Signing proves you hold this key. It sends no transaction and costs nothing.',
    '',
    `Public key: ${userKey}`,
    `Network: ${network}`,
    `Nonce: ${nonce}`,
    `Issued at: ${new Date(issuedAt).toISOString()}`,
  ].join('\n');
}

/** Sessions are stored by the token's hash: the database never holds a usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createChallenge(
  db: Database,
  network: ProductNetwork,
  userKey: string,
  now: number,
): Promise<Challenge> {
  const nonce = randomBytes(16).toString('hex');
  const challenge = {
    nonce,
    message: challengeMessage(network, userKey, nonce, now),
    expiresAt: now + CHALLENGE_TTL_MS,
  };
  const ofThisKey = and(eq(authChallenges.network, network), eq(authChallenges.userKey, userKey));
  await db.transaction(async (tx) => {
    await tx.delete(authChallenges).where(lt(authChallenges.expiresAt, now));
    await tx.insert(authChallenges).values({ ...challenge, network, userKey });
    const newest = tx
      .select({ nonce: authChallenges.nonce })
      .from(authChallenges)
      .where(ofThisKey)
      .orderBy(desc(authChallenges.expiresAt), desc(authChallenges.nonce))
      .limit(MAX_LIVE_CHALLENGES_PER_KEY);
    await tx.delete(authChallenges).where(and(ofThisKey, notInArray(authChallenges.nonce, newest)));
  });
  return challenge;
}

/** Takes a live challenge of this user out of the store: each one signs in at most once. */
export async function consumeChallenge(
  db: Database,
  network: ProductNetwork,
  userKey: string,
  nonce: string,
  now: number,
): Promise<Challenge | null> {
  const [row] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.nonce, nonce),
        eq(authChallenges.network, network),
        eq(authChallenges.userKey, userKey),
        gt(authChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row ? { nonce: row.nonce, message: row.message, expiresAt: row.expiresAt } : null;
}

export interface Session {
  token: string;
  expiresAt: number;
}

export async function createSession(
  db: Database,
  network: ProductNetwork,
  userKey: string,
  now: number,
): Promise<Session> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_TTL_MS;
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), network, userKey, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export interface SessionOwner {
  network: string;
  userKey: string;
  expiresAt: number;
}

/** Who holds the live session of this token hash, or null. */
export async function findSession(
  db: Database,
  tokenHash: string,
  now: number,
): Promise<SessionOwner | null> {
  const [row] = await db
    .select({ network: sessions.network, userKey: sessions.userKey, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row ?? null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
