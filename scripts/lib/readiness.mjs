// When `npm start` may print the URL: the devnet has seeded its world and answers, the API has
// indexed it, and the web app serves its page. Plain Node, no dependencies (see run.mjs).

/** The devnet answers GET /health only once its world is seeded (packages/devnet/src/devnet.ts). */
export function devnetReady(health) {
  return health?.status === 'ok';
}

/**
 * The API answers, and its indexer (when this instance runs one) has caught up with the node once:
 * before, screens that read the API (activity, listings) would show an empty chain.
 */
export function apiReady(health) {
  if (health?.status !== 'ok') return false;
  const indexer = health.indexer;
  return indexer === null || (indexer.height !== null && indexer.lagging === false);
}

/** What `npm start` waits for, in order; `waiting` is the one line printed while it does. */
export function readinessChecks({ devnetUrl, apiUrl, webUrl }) {
  return [
    {
      waiting: `Waiting for the devnet at ${devnetUrl} (a fresh one seeds its world first)...`,
      url: `${devnetUrl}/health`,
      ready: devnetReady,
    },
    {
      waiting: `Waiting for the API at ${apiUrl} to index the devnet...`,
      url: `${apiUrl}/health`,
      ready: apiReady,
    },
    { waiting: `Waiting for the web app at ${webUrl}...`, url: webUrl, ready: () => true },
  ];
}

/** One request: the JSON body of a 2xx answer (null when it is not JSON), undefined otherwise. */
async function probe(fetchImpl, url) {
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
  } catch {
    // Not listening yet (connection refused) or too slow: not ready, ask again.
    return undefined;
  }
  if (!response.ok) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') ? response.json() : null;
}

/**
 * Resolves once every check passed, in order, asking every `intervalMs`; prints a check's
 * `waiting` line once, and only when that check is not ready at the first ask.
 */
export async function waitUntilReady(checks, { fetch: fetchImpl, sleep, log, intervalMs = 500 }) {
  for (const check of checks) {
    let announced = false;
    for (;;) {
      const body = await probe(fetchImpl, check.url);
      if (body !== undefined && check.ready(body)) break;
      if (!announced) log(check.waiting);
      announced = true;
      await sleep(intervalMs);
    }
  }
}
