import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authChallenges } from '../src/db/schema/index.ts';
import { MAX_LIVE_CHALLENGES_PER_KEY, SESSION_TTL_MS } from '../src/auth/auth-store.ts';
import { SESSION_EXPIRED } from '../src/auth/authenticate.ts';
import { ENGINES } from './support/test-database.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { testWallet } from './support/wallets.ts';

const alice = testWallet('alice');
const bob = testWallet('bob');

describe.each(ENGINES)('wallet sign-in on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const challenge = async (key = alice.publicKey) => {
    const response = await t.request({ method: 'POST', url: t.path(key, 'auth/challenge') });
    expect(response.statusCode).toBe(200);
    return response.json<{ nonce: string; message: string; expiresAt: number }>();
  };

  it('issues a challenge naming the key and network', async () => {
    const { message, expiresAt } = await challenge();
    expect(message).toContain(`Public key: ${alice.publicKey}`);
    expect(message).toContain('Network: regtest');
    expect(expiresAt).toBe(t.clock.now + 5 * 60_000);
  });

  it('trades a Bitcoin signed message for a session, once', async () => {
    const { nonce, message } = await challenge();
    const payload = { nonce, signature: alice.signMessage(message) };
    const url = t.path(alice.publicKey, 'auth/session');
    const first = await t.request({ method: 'POST', url, payload });
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replay = await t.request({ method: 'POST', url, payload });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatch(/unknown, used or expired/);
  });

  it('keeps the newest five challenges of a key: an older one no longer signs in', async () => {
    const carol = testWallet('carol');
    const issued = [];
    for (let index = 0; index < MAX_LIVE_CHALLENGES_PER_KEY + 3; index++) {
      issued.push(await challenge(carol.publicKey));
      t.clock.now += 1;
    }
    const held = await t.database.open.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.userKey, carol.publicKey));
    expect(held).toHaveLength(MAX_LIVE_CHALLENGES_PER_KEY);
    const signIn = ({ nonce, message }: { nonce: string; message: string }) =>
      t.request({
        method: 'POST',
        url: t.path(carol.publicKey, 'auth/session'),
        payload: { nonce, signature: carol.signMessage(message) },
      });
    expect((await signIn(issued[0]!)).statusCode).toBe(401);
    expect((await signIn(issued.at(-1)!)).statusCode).toBe(200);
  });

  it('accepts a schnorr signature', async () => {
    const { nonce, message } = await challenge();
    const response = await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'auth/session'),
      payload: { nonce, signature: alice.signSchnorr(message), signatureType: 'schnorr' },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another wallet's signature and another key's challenge", async () => {
    const { nonce, message } = await challenge();
    const forged = await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'auth/session'),
      payload: { nonce, signature: bob.signMessage(message) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('The signature does not match this public key and challenge.');

    const other = await challenge();
    const stolen = await t.request({
      method: 'POST',
      url: t.path(bob.publicKey, 'auth/session'),
      payload: { nonce: other.nonce, signature: bob.signMessage(other.message) },
    });
    expect(stolen.statusCode).toBe(401);
  });

  it('refuses an expired challenge', async () => {
    const { nonce, message } = await challenge();
    t.clock.now += 5 * 60_000 + 1;
    const response = await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'auth/session'),
      payload: { nonce, signature: alice.signMessage(message) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the anonymous key', async () => {
    const response = await t.request({
      method: 'POST',
      url: t.path('0'.repeat(64), 'auth/challenge'),
    });
    expect(response.statusCode).toBe(400);
  });

  const recent = (token: string) =>
    t.request({ method: 'GET', url: t.path(alice.publicKey, 'search/recent'), token });

  it('signs out, and the session is refused at once though it was served from memory', async () => {
    const token = await t.signIn(alice);
    expect((await recent(token)).statusCode).toBe(200);
    const out = await t.request({
      method: 'DELETE',
      url: t.path(alice.publicKey, 'auth/session'),
      token,
    });
    expect(out.statusCode).toBe(204);
    const after = await recent(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(SESSION_EXPIRED);
  });

  it('refuses a session once it expires, though it was served from memory', async () => {
    const token = await t.signIn(alice);
    expect((await recent(token)).statusCode).toBe(200);
    t.clock.now += SESSION_TTL_MS;
    expect((await recent(token)).statusCode).toBe(401);
  });
});
