import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, type ApiUser, apiRequest, responseCache } from './api-client.ts';

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
