// Regression for what the fuzz found: URLs the router cannot read (a broken percent-encoding, a
// path parameter over its maximum length) are answered by Fastify's default handler, with
// `{ error: 'Bad Request', code, message, statusCode }` and the whole URL quoted back, instead of
// the api's `{ error }`. Fastify's `frameworkErrors` option routes them to the api's own answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_NOT_FOUND } from '@opswap/protocol/errors/messages';
import { ADDRESS_MAX_LENGTH } from '@opswap/protocol/schemas/common';
import { ENGINES } from '../support/test-database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testWallet } from '../support/wallets.ts';

const alice = testWallet('router errors');

describe.each(ENGINES)('URLs the router cannot read on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it.each([
    ['a broken percent-encoding', 'activity/%zz'],
    ['an unfinished UTF-8 sequence', 'search/token/bit%C3'],
    ['an address over the longest one', `search/token/${'a'.repeat(ADDRESS_MAX_LENGTH + 1)}`],
  ])('answers %s with { error } alone', async (_what, path) => {
    const response = await t.request({ method: 'GET', url: t.path(alice.publicKey, path) });
    // 414 (URI Too Long) fits the long parameter as well as 400.
    expect([400, 414]).toContain(response.statusCode);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(response.json().error).not.toContain('/api/v1/');
  });

  it('passes every address up to the longest to the route and its schema', async () => {
    const longest = 'a'.repeat(ADDRESS_MAX_LENGTH);
    const search = await t.request({
      method: 'GET',
      url: t.path(alice.publicKey, `search/token/${longest}`),
    });
    // Any address string is searched: nothing is found under this one.
    expect(search.statusCode).toBe(404);
    expect(search.json().error).toBe(TOKEN_NOT_FOUND);
    const token = await t.request({
      method: 'GET',
      url: t.path(alice.publicKey, `token/${longest}`),
    });
    // The token page takes 0x or p2op addresses only: its schema says so, not the router.
    expect(token.statusCode).toBe(400);
    expect(token.json().error).toMatch(/^params: address: /);
  });
});
