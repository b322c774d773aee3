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

/** Calls the api and parses its answer with the protocol's schema. */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  const url = apiUrl(request.user, request.path);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.user.sessionToken) headers.Authorization = `Bearer ${request.user.sessionToken}`;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const key = ResponseCache.key(method, url, headers, body);
  const cached = method === 'GET' ? responseCache.get(key) : null;
  let status: number;
  let text: string;
  if (cached) {
    ({ status, body: text } = cached);
  } else {
    const generation = responseCache.generation;
    const response = await fetch(url, { method, headers, body, signal: request.signal });
    status = response.status;
    text = await response.text();
    if (method === 'GET') responseCache.set(key, status, text, generation);
    // A write the api accepted changes what the reads answer (a new activity, a tracked
    // reservation): the reads that follow it go to the server, not to the 8 s cache.
    else if (status >= 200 && status < 300) responseCache.clear();
  }
  const json: unknown = text === '' ? null : JSON.parse(text);
  if (status < 200 || status >= 300) {
    throw new ApiError(status, errorText(json) ?? `The api answered ${status}.`);
  }
  return parse(request.schema, json);
}

function errorText(json: unknown): string | null {
  if (typeof json === 'object' && json !== null && 'error' in json) {
    const error = (json as { error: unknown }).error;
    if (typeof error === 'string') return error;
  }
  return null;
}
