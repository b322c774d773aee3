import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, type ApiUser, apiRequest, prefetchApi, responseCache } from './api-client.ts';

const USER: ApiUser = { network: 'regtest', publicKey: `02${'ab'.repeat(32)}`, sessionToken: 't' };
const list = z.array(z.string());

/** A fake api: answers each call with the next of `answers` (status and JSON body). */
function serve(...answers: { status?: number; json: unknown }[]) {
  const fetchMock = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected call');
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const readList = () => apiRequest({ user: USER, path: 'activity/all?page=1', schema: list });
const addActivity = () =>
  apiRequest({
    user: USER,
    path: 'activity/add',
    method: 'POST',
    body: { a: 1 },
    schema: z.unknown(),
  });

describe('apiRequest', () => {
  beforeEach(() => responseCache.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('answers a repeated read from the 8 s cache', async () => {
    const fetchMock = serve({ json: ['a'] }, { json: ['a', 'b'] });
    expect(await readList()).toEqual(['a']);
    expect(await readList()).toEqual(['a']);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('reads from the server again after a successful write', async () => {
    const fetchMock = serve({ json: ['a'] }, { json: { ok: true } }, { json: ['a', 'new'] });
    expect(await readList()).toEqual(['a']);
    await addActivity();
    expect(await readList()).toEqual(['a', 'new']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps the cache when the write fails', async () => {
    const fetchMock = serve({ json: ['a'] }, { status: 400, json: { error: 'Bad activity' } });
    expect(await readList()).toEqual(['a']);
    await expect(addActivity()).rejects.toEqual(new ApiError(400, 'Bad activity'));
    expect(await readList()).toEqual(['a']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not cache a read answered while a write succeeded', async () => {
    let answerRead!: () => void;
    const fetchMock = vi
      .fn()
      // The read reaches the server first, but its answer arrives after the write's.
      .mockImplementationOnce(
        () =>
          new Promise<Response>((resolve) => {
            answerRead = () => resolve(new Response(JSON.stringify(['old'])));
          }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ ok: true })))
      .mockResolvedValueOnce(new Response(JSON.stringify(['old', 'new'])));
    vi.stubGlobal('fetch', fetchMock);
    const read = readList();
    await addActivity();
    answerRead();
    expect(await read).toEqual(['old']);
    expect(await readList()).toEqual(['old', 'new']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('prefetchApi', () => {
  const ANONYMOUS: ApiUser = { network: 'regtest', publicKey: null };
  const PATH = 'token/0xab?page=1';
  const readToken = (signal?: AbortSignal) =>
    apiRequest({ user: ANONYMOUS, path: PATH, schema: list, signal });

  beforeEach(() => responseCache.clear());
  afterEach(() => vi.unstubAllGlobals());

  /** A fetch whose first answer waits for `answer()`; later calls answer at once. */
  function serveLater(first: () => Response, later: () => Response = first) {
    let answer!: () => void;
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(
        () => new Promise<Response>((resolve) => (answer = () => resolve(first()))),
      )
      .mockImplementation(async () => later());
    vi.stubGlobal('fetch', fetchMock);
    return { fetchMock, answer: () => answer() };
  }

  it('gives a read started while the prefetch is under way its answer, with one request', async () => {
    const { fetchMock, answer } = serveLater(() => new Response(JSON.stringify(['MOTO'])));
    prefetchApi({ user: ANONYMOUS, path: PATH });
    const read = readToken();
    answer();
    expect(await read).toEqual(['MOTO']);
    expect(await readToken()).toEqual(['MOTO']);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(
      /\/api\/v1\/bitcoin\/regtest\/.+\/token\/0xab\?page=1$/,
    );
  });

  it('hands a prefetched error answer to the read, as its own request would', async () => {
    const { answer } = serveLater(
      () => new Response(JSON.stringify({ error: 'Token not found' }), { status: 404 }),
    );
    prefetchApi({ user: ANONYMOUS, path: PATH });
    const read = readToken();
    answer();
    await expect(read).rejects.toEqual(new ApiError(404, 'Token not found'));
  });

  it('sends the read itself when the prefetch fails', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(['MOTO'])));
    vi.stubGlobal('fetch', fetchMock);
    prefetchApi({ user: ANONYMOUS, path: PATH });
    expect(await readToken()).toEqual(['MOTO']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets a read that is given up stop waiting for the prefetch', async () => {
    serveLater(() => new Response(JSON.stringify(['MOTO'])));
    prefetchApi({ user: ANONYMOUS, path: PATH });
    const controller = new AbortController();
    const read = readToken(controller.signal);
    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(read).rejects.toThrow('Left the page');
  });

  it('sends nothing for a read already answered from the cache', async () => {
    const fetchMock = serve({ json: ['MOTO'] });
    expect(await readToken()).toEqual(['MOTO']);
    prefetchApi({ user: ANONYMOUS, path: PATH });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
