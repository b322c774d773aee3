import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { parse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { appConfig } from '../config/app-config.ts';
import { onNetworkReset } from '../network/network-store.ts';
import { ResponseCache } from './cached-fetch.ts';

/** An answer of the api other than 2xx, with the server's `{ error }` text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const responseCache = new ResponseCache();
onNetworkReset(() => responseCache.clear());

export interface ApiUser {
  network: ProductNetwork;
  /** The wallet's compressed public key, or null for an anonymous visitor. */
  publicKey: string | null;
  /** The session token from wallet sign-in, sent as a bearer token. */
  sessionToken?: string | null;
}

export interface ApiRequest<T> {
  user: ApiUser;
  /** The path after api/v1/{blockchain}/{network}/{userPublicKey}/, e.g. 'activity/all?page=1'. */
  path: string;
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  schema: $ZodType<T>;
  signal?: AbortSignal;
}

export function apiUrl(user: Pick<ApiUser, 'network' | 'publicKey'>, path: string): string {
  const key = user.publicKey ?? ANONYMOUS_USER_KEY;
  return `${appConfig.apiUrl}/api/v1/bitcoin/${user.network}/${key}/${path}`;
}

interface RawAnswer {
  status: number;
  text: string;
}

/**
 * Reads started ahead of their query (prefetchApi), by cache key, until they answer; with the
 * cache's generation, as a read made after a clear must not take an answer from before it.
 */
const prefetches = new Map<string, { answer: Promise<RawAnswer | null>; generation: number }>();

function prepare(request: Omit<ApiRequest<unknown>, 'schema' | 'signal'>) {
  const method = request.method ?? 'GET';
  const url = apiUrl(request.user, request.path);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.user.sessionToken) headers.Authorization = `Bearer ${request.user.sessionToken}`;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return { method, url, headers, body, key: ResponseCache.key(method, url, headers, body) };
}

async function send(
  { method, url, headers, body, key }: ReturnType<typeof prepare>,
  signal?: AbortSignal,
): Promise<RawAnswer> {
  const generation = responseCache.generation;
  const response = await fetch(url, { method, headers, body, signal });
  const text = await response.text();
  if (method === 'GET') responseCache.set(key, response.status, text, generation);
  // A write the api accepted changes what the reads answer (a new activity, a tracked
  // reservation): the reads that follow it go to the server, not to the 8 s cache.
  else if (response.ok) responseCache.clear();
  return { status: response.status, text };
}

/**
 * Starts a read before the code that asks for it has loaded (a route's loader): the query that
 * makes the same read then waits for this answer instead of sending its own.
 */
export function prefetchApi(request: Pick<ApiRequest<unknown>, 'user' | 'path'>): void {
  const prepared = prepare(request);
  if (responseCache.get(prepared.key) || pendingPrefetch(prepared.key)) return;
  const entry = {
    // A failed prefetch is only a read not saved: the query sends its own.
    answer: send(prepared).catch(() => null),
    generation: responseCache.generation,
  };
  prefetches.set(prepared.key, entry);
  void entry.answer.finally(() => {
    if (prefetches.get(prepared.key) === entry) prefetches.delete(prepared.key);
  });
}

function pendingPrefetch(key: string): Promise<RawAnswer | null> | null {
  const entry = prefetches.get(key);
  return entry?.generation === responseCache.generation ? entry.answer : null;
}

/** Waits for a prefetched answer, or rejects when the asker gives up first. */
function awaitPrefetch<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return answer;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Calls the api and parses its answer with the protocol's schema. */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const prepared = prepare(request);
  const { status, text } = await answerTo(prepared, request.signal);
  const json: unknown = text === '' ? null : JSON.parse(text);
  if (status < 200 || status >= 300) {
    throw new ApiError(status, errorText(json) ?? `The api answered ${status}.`);
  }
  return parse(request.schema, json);
}

async function answerTo(
  prepared: ReturnType<typeof prepare>,
  signal?: AbortSignal,
): Promise<RawAnswer> {
  if (prepared.method === 'GET') {
    const cached = responseCache.get(prepared.key);
    if (cached) return { status: cached.status, text: cached.body };
    const prefetched = pendingPrefetch(prepared.key);
    const answer = prefetched && (await awaitPrefetch(prefetched, signal));
    if (answer) return answer;
  }
  return send(prepared, signal);
}

function errorText(json: unknown): string | null {
  if (typeof json === 'object' && json !== null && 'error' in json) {
    const error = (json as { error: unknown }).error;
    if (typeof error === 'string') return error;
  }
  return null;
}
