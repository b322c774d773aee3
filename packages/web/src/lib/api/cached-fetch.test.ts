import { describe, expect, it } from 'vitest';
import { ResponseCache } from './cached-fetch.ts';

describe('ResponseCache', () => {
  it('keeps 200 answers for 8 s, keyed by method, URL, headers and body', () => {
    let now = 0;
    const cache = new ResponseCache(8_000, () => now);
    const key = ResponseCache.key('get', '/a', { B: '2', A: '1' });
    expect(key).toBe(ResponseCache.key('GET', '/a', { A: '1', B: '2' }));
    expect(key).not.toBe(ResponseCache.key('GET', '/a', { A: '1' }));
    expect(key).not.toBe(ResponseCache.key('GET', '/a', { A: '1', B: '2' }, '{}'));
    cache.set(key, 200, 'ok');
    now = 7_999;
    expect(cache.get(key)?.body).toBe('ok');
    now = 8_000;
    expect(cache.get(key)).toBeNull();
  });

  it('keeps nothing but 200 and forgets everything on clear (a new block)', () => {
    const cache = new ResponseCache();
    cache.set('a', 404, 'missing');
    cache.set('b', 200, 'ok');
    expect(cache.get('a')).toBeNull();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not keep the answer to a read that started before a clear', () => {
    const cache = new ResponseCache();
    const before = cache.generation;
    cache.clear();
    cache.set('a', 200, 'stale', before);
    expect(cache.get('a')).toBeNull();
    cache.set('a', 200, 'fresh', cache.generation);
    expect(cache.get('a')?.body).toBe('fresh');
  });
});
