// Regression for what the fuzz found: URLs the router cannot read (a broken percent-encoding, a
// path parameter over its 100 characters) are answered by Fastify's default handler, with
// `{ error: 'Bad Request', code, message, statusCode }` and the whole URL quoted back, instead of
// the api's `{ error }`. Fastify's `frameworkErrors` option routes them to the api's own answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    ['an address over 100 characters', `search/token/${'a'.repeat(101)}`],
  ])('answers %s with { error } alone', async (_what, path) => {
    const response = await t.request({ method: 'GET', url: t.path(alice.publicKey, path) });
    // 414 (URI Too Long) fits the long parameter as well as 400.
    expect([400, 414]).toContain(response.statusCode);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(response.json().error).not.toContain('/api/v1/');
  });
});
