import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { parse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { apiRequest } from './api-client.ts';

/** An anonymous read of the api: its path, the query key its answer is kept under, its schema. */
export interface PublicRead<T, K extends QueryKey = QueryKey> {
  network: ProductNetwork;
  path: string;
  queryKey: K;
  schema: $ZodType<T>;
}

export function fetchPublicRead<T>(read: PublicRead<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest({
    user: { network: read.network, publicKey: null },
    path: read.path,
    schema: read.schema,
    signal,
  });
}

/**
 * Puts the answers of reads made elsewhere (the server that rendered the page: served-answers.ts)
 * into the query cache, parsed as fetchPublicRead parses them. Returns false, and puts nothing,
 * unless every read has its answer.
 */
export function seedPublicReads(
  client: QueryClient,
  reads: readonly PublicRead<unknown>[],
  answers: Readonly<Record<string, string>>,
): boolean {
  const texts = reads.map((read) => answers[read.path]);
  if (texts.some((text) => text === undefined)) return false;
  const data = reads.map((read, index) => parse(read.schema, JSON.parse(texts[index]!)));
  reads.forEach((read, index) => client.setQueryData(read.queryKey, data[index]));
  return true;
}
