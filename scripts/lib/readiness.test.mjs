import { describe, expect, it } from 'vitest';
import { apiReady, devnetReady, readinessChecks, waitUntilReady } from './readiness.mjs';

const URLS = {
  devnetUrl: 'http://localhost:9001',
  apiUrl: 'http://localhost:3005',
  webUrl: 'http://localhost:8080',
};

const json = (body) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const html = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
const refused = () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED'));

/** A fetch answering each URL from its script of answers, the last one repeating. */
function scriptedFetch(answers) {
  const asked = [];
  const fetch = async (url) => {
    asked.push(url);
    const script = answers[url];
    const next = script.length > 1 ? script.shift() : script[0];
    return next();
  };
  return { fetch, asked };
}

describe('devnetReady and apiReady', () => {
  it('count the devnet ready once its health answers ok', () => {
    expect(devnetReady({ status: 'ok', blockNumber: 31 })).toBe(true);
    expect(devnetReady(null)).toBe(false);
  });

  it('count the API ready once its indexer caught up, or when it runs none', () => {
    expect(apiReady({ status: 'ok', indexer: { height: 31, tip: 31, lagging: false } })).toBe(true);
    expect(apiReady({ status: 'ok', indexer: { height: 12, tip: 31, lagging: true } })).toBe(false);
    expect(apiReady({ status: 'ok', indexer: { height: null, tip: null, lagging: true } })).toBe(
      false,
    );
    expect(apiReady({ status: 'ok', indexer: null })).toBe(true);
  });
});

describe('waitUntilReady', () => {
  it('waits for the devnet, then the API, then the web app, with one line for each wait', async () => {
    const { fetch, asked } = scriptedFetch({
      'http://localhost:9001/health': [refused, refused, refused, () => json({ status: 'ok' })],
      'http://localhost:3005/health': [
        () => json({ status: 'ok', indexer: { height: 3, tip: 31, lagging: true } }),
        () => json({ status: 'ok', indexer: { height: 31, tip: 31, lagging: false } }),
      ],
      'http://localhost:8080': [html],
    });
    const lines = [];
    let slept = 0;
    await waitUntilReady(readinessChecks(URLS), {
      fetch,
      sleep: async () => void slept++,
      log: (line) => lines.push(line),
    });
    expect(lines).toEqual([
      'Waiting for the devnet at http://localhost:9001 (a fresh one seeds its world first)...',
      'Waiting for the API at http://localhost:3005 to index the devnet...',
    ]);
    expect(slept).toBe(4);
    expect(asked.at(-1)).toBe('http://localhost:8080');
  });

  it('prints nothing when everything is already up', async () => {
    const { fetch } = scriptedFetch({
      'http://localhost:9001/health': [() => json({ status: 'ok' })],
      'http://localhost:3005/health': [() => json({ status: 'ok', indexer: null })],
      'http://localhost:8080': [html],
    });
    const lines = [];
    await waitUntilReady(readinessChecks(URLS), {
      fetch,
      sleep: async () => {},
      log: (line) => lines.push(line),
    });
    expect(lines).toEqual([]);
  });

  it('does not count an error answer as ready', async () => {
    const { fetch } = scriptedFetch({
      'http://localhost:9001/health': [
        () => new Response('', { status: 503 }),
        () => json({ status: 'ok' }),
      ],
      'http://localhost:3005/health': [() => json({ status: 'ok', indexer: null })],
      'http://localhost:8080': [() => new Response('', { status: 404 }), html],
    });
    const lines = [];
    await waitUntilReady(readinessChecks(URLS), {
      fetch,
      sleep: async () => {},
      log: (line) => lines.push(line),
    });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('Waiting for the web app at http://localhost:8080...');
  });
});
