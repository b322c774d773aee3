import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  activityIdParamsSchema,
  activityTypeParamsSchema,
  addActivityBodySchema,
} from '@opswap/protocol/schemas/activity';
import {
  ADDRESS_MAX_LENGTH,
  basePathParamsSchema,
  pageQuerySchema,
} from '@opswap/protocol/schemas/common';
import {
  CANDLE_INTERVALS,
  EXPLORE_TOKEN_SORTS,
  exploreTokensQuerySchema,
  poolAddressParamsSchema,
  tokenAddressParamsSchema,
  tokenPricesQuerySchema,
} from '@opswap/protocol/schemas/market';
import {
  reservationHashParamsSchema,
  reservationTrackingBodySchema,
} from '@opswap/protocol/schemas/reservation';
import {
  searchTokenParamsSchema,
  watchlistTokenBodySchema,
  watchlistTokenQuerySchema,
} from '@opswap/protocol/schemas/sync';
import { API_PREFIX } from '../../src/http/app.ts';
import {
  activityBody,
  address,
  hash32,
  pageNumber,
  reservationBody,
  transactionId,
  unknownChallengeBody,
  watchlistBody,
} from './valid-inputs.ts';

/** A route the app registered: its URL template and methods (HEAD included for GET routes). */
export interface RouteTemplate {
  url: string;
  methods: string[];
  /** Its path parameters, in order. */
  params: string[];
  /** The part after api/v1/{blockchain}/{network}/{userPublicKey}/, or null outside it. */
  feature: string | null;
}

/**
 * Every route of the app, read from its route tree (printRoutes), so a route added later is
 * fuzzed without touching the tests.
 */
export function registeredRoutes(app: FastifyInstance): RouteTemplate[] {
  const routes: RouteTemplate[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.max(0, Math.round(match[1]!.length / 4) - 1);
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    if (match[3] === undefined || url === '*') continue;
    const prefix = `${API_PREFIX}/`;
    routes.push({
      url,
      methods: match[3].split(', '),
      params: [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((param) => param[1]!),
      feature: url.startsWith(prefix) ? url.slice(prefix.length) : null,
    });
  }
  return routes;
}

/** What the fuzz knows of a path parameter: the schema it must pass and values that do. */
export interface ParamKnowledge {
  schema: z.core.$ZodType;
  valid: fc.Arbitrary<string>;
}

/** A route's query: its schema, and the one key it reads with values that pass. */
export interface QueryKnowledge {
  schema: z.core.$ZodType;
  key: string;
  valid: fc.Arbitrary<string>;
}

/** What the fuzz knows of a route beyond its URL. */
export interface RouteKnowledge {
  /** Only a session for the path's user gets past it: anyone else 401 or 403. */
  session: boolean;
  /** Path parameters this route reads with its own schema. */
  params?: Record<string, ParamKnowledge>;
  query?: QueryKnowledge;
  body?: { schema: z.core.$ZodType; valid: fc.Arbitrary<unknown> };
  /** A valid GET with a session writes (search remembers the token): kept out of the fuzz. */
  writesWhenSignedIn?: boolean;
}

/** The data a fuzzed request can point at. */
export interface CatalogWorld {
  tokenAddresses: readonly string[];
  activityIds: readonly string[];
  reservationHashes: readonly string[];
}

export interface Catalog {
  params: Record<string, ParamKnowledge>;
  /** By `METHOD feature`, e.g. `POST activity/add`. */
  routes: Record<string, RouteKnowledge>;
}

/** A parameter's schema, with the values of `candidates` that pass it. */
function param(schema: z.core.$ZodType, candidates: fc.Arbitrary<string>): ParamKnowledge {
  return { schema, valid: candidates.filter((text) => z.safeParse(schema, text).success) };
}

/** A body schema, with the values of `candidates` that pass it. */
function body(schema: z.core.$ZodType, candidates: fc.Arbitrary<unknown>): RouteKnowledge['body'] {
  return { schema, valid: candidates.filter((value) => z.safeParse(schema, value).success) };
}

// Schemas looser than the route's own: whatever fails them fails the route's schema too.
const sessionBodyShape = z.object({ nonce: z.string(), signature: z.string() });

export function catalog(world: CatalogWorld): Catalog {
  const { constantFrom } = fc;
  const known = (values: readonly string[], other: fc.Arbitrary<string>) =>
    values.length === 0 ? other : fc.oneof(constantFrom(...values), other);
  const base = basePathParamsSchema.shape;
  const page: QueryKnowledge = {
    schema: pageQuerySchema,
    key: 'page',
    valid: fc.oneof(pageNumber.map(String), constantFrom('05', '1e3', '2.0', ' 7', '0x10')),
  };
  const tokenAddress = param(
    tokenAddressParamsSchema.shape.address,
    fc.oneof(
      constantFrom('bitcoin', ...world.tokenAddresses),
      hash32.map((hex) => (hex.startsWith('0x') ? hex : `0x${hex}`)),
    ),
  );
  const prices: QueryKnowledge = {
    schema: tokenPricesQuerySchema,
    key: 'interval',
    valid: constantFrom(...CANDLE_INTERVALS),
  };
  // A native pool's address is its token's.
  const poolAddress = param(
    poolAddressParamsSchema.shape.poolAddress,
    fc.oneof(
      constantFrom(...world.tokenAddresses),
      hash32.map((hex) => (hex.startsWith('0x') ? hex : `0x${hex}`)),
    ),
  );
  return {
    params: {
      blockchain: param(base.blockchain, constantFrom('bitcoin')),
      network: param(base.network, constantFrom('regtest', 'testnet', 'mainnet')),
      // userPublicKey values come from the identities (see fuzz-requests.ts).
      userPublicKey: param(base.userPublicKey, constantFrom('0'.repeat(64))),
      type: param(activityTypeParamsSchema.shape.type, constantFrom(...ACTIVITY_TYPES)),
      id: param(activityIdParamsSchema.shape.id, known(world.activityIds, transactionId)),
      hash: param(reservationHashParamsSchema.shape.hash, known(world.reservationHashes, hash32)),
      // The router takes parameters as long as the longest address (router-errors.test.ts).
      address: param(
        searchTokenParamsSchema.shape.address,
        address(world.tokenAddresses).filter((text) => text.length <= ADDRESS_MAX_LENGTH),
      ),
    },
    routes: {
      'POST auth/challenge': { session: false },
      'POST auth/session': {
        session: false,
        body: body(sessionBodyShape, unknownChallengeBody),
      },
      'DELETE auth/session': { session: false },
      'POST activity/add': {
        session: true,
        body: body(addActivityBodySchema, activityBody(world.tokenAddresses)),
      },
      'GET activity/all': { session: true, query: page },
      'GET activity/all/:type': { session: true, query: page },
      'GET activity/get-activity-overview': { session: true, query: page },
      'GET activity/:id': { session: true },
      'GET listings': { session: true },
      'GET reservations': { session: true },
      'GET reservation/update/:hash': { session: true },
      'POST reservation/track': {
        session: true,
        body: body(reservationTrackingBodySchema, reservationBody(world.tokenAddresses)),
      },
      'GET sync': { session: true },
      'GET search/token/:address': { session: false, writesWhenSignedIn: true },
      'GET search/recent': { session: true },
      'GET watchlist/token': {
        session: true,
        query: {
          schema: watchlistTokenQuerySchema,
          key: 'address',
          valid: address(world.tokenAddresses),
        },
      },
      'POST watchlist/token': {
        session: true,
        body: body(watchlistTokenBodySchema, watchlistBody(world.tokenAddresses)),
      },
      'DELETE watchlist/token': {
        session: true,
        body: body(watchlistTokenBodySchema, watchlistBody(world.tokenAddresses)),
      },
      'GET token/:address': { session: false, params: { address: tokenAddress }, query: page },
      'GET token/pools/:address': { session: false, params: { address: tokenAddress } },
      'GET token/prices/:address': {
        session: false,
        params: { address: tokenAddress },
        query: prices,
      },
      'GET pool/prices/:poolAddress': {
        session: false,
        params: { poolAddress },
        query: prices,
      },
      'GET pool/activity/:poolAddress': { session: false, params: { poolAddress }, query: page },
      'GET explore/overview': { session: false },
      'GET explore/pools': { session: false, query: page },
      'GET market/btc-usd': { session: false },
      'GET explore/tokens': {
        session: false,
        query: {
          schema: exploreTokensQuerySchema,
          key: 'sort',
          valid: constantFrom(...EXPLORE_TOKEN_SORTS),
        },
      },
    },
  };
}

/** What the fuzz knows of one method of a route; HEAD is its GET without the body. */
export function routeKnowledge(
  catalog: Catalog,
  route: RouteTemplate,
  method: string,
): RouteKnowledge {
  if (route.feature === null) return { session: false };
  const as = method === 'HEAD' ? 'GET' : method;
  return catalog.routes[`${as} ${route.feature}`] ?? { session: false };
}
