import fc from 'fast-check';
import { z } from 'zod';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { hostileString, nearMiss } from './hostile-values.ts';
import { hostileJson, jsonNode, jsonText, mutatedJson, nested } from './json-text.ts';
import type { Catalog, CatalogWorld, RouteKnowledge, RouteTemplate } from './route-catalog.ts';
import { routeKnowledge } from './route-catalog.ts';

/** The part of a request that makes it invalid. */
export type Fault =
  /** blockchain, network or userPublicKey of the path */
  | 'base'
  /** another path parameter: an activity type, transaction id, hash or address */
  | 'param'
  | 'query'
  /** a body its route's schema refuses */
  | 'body'
  /** a body that is not JSON, or JSON with prototype keys, or of a type the api does not read */
  | 'parse'
  /** a method the route does not have */
  | 'method'
  /** a path no route has */
  | 'route'
  /** no session, or one that is not the path user's on the path's network */
  | 'auth';

/** A user a request can name in its path; `token` is their session on `network`, if any. */
export interface Identity {
  /** The key as the api reads it (the schema's output). */
  key: string;
  /** The key as it is written in the path, before any fault. */
  written: readonly string[];
  network: ProductNetwork;
  token: string | null;
}

export interface FuzzWorld extends CatalogWorld {
  identities: readonly Identity[];
  /** Tokens of sessions that were signed out. */
  deadTokens: readonly string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  faults: Fault[];
  /** `METHOD template` of the route the request was built from. */
  route: string;
}

/**
 * - malformed: at least one fault the route must refuse;
 * - foreign-session: a request valid in every part but its session (missing, dead, garbled,
 *   someone else's or another network's) to a route that needs one;
 * - edge-read: a valid GET or HEAD with edge values (huge pages, odd casings); writes nothing.
 */
export type FuzzMode = 'malformed' | 'foreign-session' | 'edge-read';

/** The router's answer for a method and URL: the route's decoded parameters, or null. */
export type RouteLookup = (
  method: string,
  url: string,
) => Record<string, string | undefined> | null;

interface Target {
  route: RouteTemplate;
  method: string;
  knowledge: RouteKnowledge;
}

const BASE_PARAMS = ['blockchain', 'network', 'userPublicKey'] as const;
const BODY_METHODS = ['POST', 'DELETE'];
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'PATCH'];

const isPrintable = (text: string) => /^[\x20-\x7e]*$/.test(text);
const printableHostile = hostileString.filter(isPrintable);

/** A path segment as sent, and what the router decodes it to (null: it cannot be decoded). */
interface Segment {
  text: string;
  decoded: string | null;
}

/** Characters a path segment may hold unencoded (RFC 3986 pchar without '%' and '.'-only). */
const RAW_SAFE = /^[A-Za-z0-9\-_~!$&'()*+,;=:@]+$/;

function segmentFor(value: string, style: number): Segment {
  const encoded = encodeURIComponent(value);
  switch (style % 5) {
    case 1:
      return RAW_SAFE.test(value)
        ? { text: value, decoded: value }
        : { text: encoded, decoded: value };
    case 2:
      return { text: encodeURIComponent(encoded), decoded: encoded };
    case 3: {
      const broken = ['%', '%z', '%zz', '%C3', '%E0%A4%A', '%ED%A0%80'][style % 6]!;
      return { text: encoded + broken, decoded: null };
    }
    default:
      return { text: encoded, decoded: value };
  }
}

const fails = (schema: z.core.$ZodType, value: unknown) => !z.safeParse(schema, value).success;

/** The body as Fastify's JSON parser would read it, or undefined when it is not JSON. */
function parsedJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch {
    return undefined;
  }
}

/** The query as the router's parser reads it: a repeated key becomes a list. */
function parsedQuery(entries: readonly [string, string][]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of entries) {
    const before = query[key];
    query[key] = before === undefined ? value : [...[before].flat(), value];
  }
  return query;
}

const queryText = (entries: readonly [string, string][]) =>
  entries.length === 0
    ? ''
    : `?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;

const UNREAD_CONTENT_TYPES = [
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'image/png',
  'application/octet-stream',
  'text/html',
  'application/jsonp',
  'x/y',
];

const INVALID_JSON = [
  '',
  '\ufeff',
  '{',
  '{"address":',
  '{"a":1,}',
  "{'address':'bitcoin'}",
  'NaN',
  'undefined',
  '{"a":NaN}',
  '[1,2',
  '{"a":1}{"b":2}',
  '\u0000',
];

/** JSON Fastify refuses outright: prototype keys anywhere in the document. */
function poisoned(valid: unknown, key: number): string {
  const node = jsonNode(valid);
  const poison: [string, ReturnType<typeof jsonNode>] =
    key % 2 === 0
      ? ['__proto__', jsonNode({ isAdmin: true, status: 'Completed' })]
      : ['constructor', jsonNode({ prototype: { isAdmin: true } })];
  return jsonText(
    node.kind === 'object' ? { kind: 'object', entries: [poison, ...node.entries] } : node,
  );
}

interface Body {
  payload: string;
  contentType?: string;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];

function bodyFault(
  schema: z.core.$ZodType,
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<Body | null> {
  const asJson = (text: string, type: number): Body | null => {
    const parsed = parsedJson(text);
    if (parsed !== undefined && !fails(schema, parsed.value)) return null;
    return { payload: text, contentType: JSON_TYPES[type % 2] };
  };
  return fc.oneof(
    fc.tuple(hostileJson, fc.nat()).map(([node, type]) => asJson(jsonText(node), type)),
    fc.tuple(mutatedJson(valid), fc.nat()).map(([node, type]) => asJson(jsonText(node), type)),
    fc
      .tuple(valid, fc.integer({ min: 2, max: 20_000 }), fc.boolean())
      .map(([value, depth, objects]) =>
        asJson(nested(JSON.stringify(value), depth, objects), depth),
      ),
    fc
      .tuple(
        fc.oneof(
          hostileString,
          valid.map((value) => JSON.stringify(value)),
        ),
      )
      .map(([text]) => (fails(schema, text) ? { payload: text, contentType: 'text/plain' } : null)),
    fc.integer({ min: 256 * 1024, max: 600 * 1024 }).map((size) => ({
      payload: `{"address":"${'a'.repeat(size)}"}`,
      contentType: 'application/json',
    })),
  );
}

function parseFault(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...INVALID_JSON), fc.nat())
      .map(([payload, type]) => ({ payload, contentType: JSON_TYPES[type % 2] })),
    fc
      .tuple(valid, fc.nat())
      .map(([value, cut]) => {
        const text = JSON.stringify(value);
        return { payload: text.slice(0, cut % text.length), contentType: 'application/json' };
      })
      .filter((body) => parsedJson(body.payload) === undefined),
    fc
      .tuple(valid, fc.nat())
      .map(([value, key]) => ({ payload: poisoned(value, key), contentType: 'application/json' })),
    fc
      .tuple(fc.constantFrom(...UNREAD_CONTENT_TYPES), fc.oneof(hostileString, fc.constant('{}')))
      .map(([contentType, text]) => ({ payload: text || 'x', contentType })),
  );
}

/** A body the route ignores or reads: for a GET it is noise, never a fault. */
const noiseBody: fc.Arbitrary<Body | undefined> = fc.option(
  fc.record({
    payload: fc.oneof(hostileString, hostileJson.map(jsonText)),
    contentType: fc.constantFrom(...JSON_TYPES, 'text/plain', 'application/xml'),
  }),
  { nil: undefined },
);

const noiseHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    origin: fc.oneof(
      fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null', 'file://'),
      printableHostile,
    ),
    'x-forwarded-for': fc.oneof(
      fc.constantFrom('1.2.3.4', '::1', '1.2.3.4, 5.6.7.8', ',,,', '999.999.999.999', 'unknown'),
      printableHostile,
    ),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml;q=0.9', ''),
    'user-agent': printableHostile,
    cookie: printableHostile,
  },
  { requiredKeys: [] },
);

/** The Authorization header of a request, and whether it is a live session for the path. */
function authHeader(
  g: fc.GeneratorValue,
  world: FuzzWorld,
  validFor: Identity | null,
): string | undefined {
  if (validFor?.token) return `Bearer ${validFor.token}`;
  const tokens = world.identities.flatMap((identity) => (identity.token ? [identity.token] : []));
  const token = g(() => fc.constantFrom(...tokens, ...world.deadTokens));
  return g(() =>
    fc.oneof(
      fc.constant(undefined),
      fc.constant(`Bearer ${token}`),
      fc.stringMatching(/^[A-Za-z0-9_-]{16,128}$/).map((text) => `Bearer ${text}`),
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        `bearer ${token}`,
        `Basic ${Buffer.from(`user:${token}`).toString('base64')}`,
        token,
        `Bearer  ${token}`,
        `Bearer ${token} ${token}`,
        `Bearer ${token}=`,
        `Bearer ${'A'.repeat(5_000)}`,
      ),
      printableHostile.map((text) => `Bearer ${text}`),
    ),
  );
}

/** The identity a path names, as the api reads it, or null when the path's user is broken. */
function pathIdentity(
  network: string | null,
  key: string | null,
  catalog: Catalog,
): { key: string; network: string } | null {
  if (network === null || key === null) return null;
  const parsed = z.safeParse(catalog.params.userPublicKey!.schema, key);
  return parsed.success ? { key: parsed.data as string, network } : null;
}

function isLiveSessionFor(
  world: FuzzWorld,
  header: string | undefined,
  path: { key: string; network: string } | null,
): boolean {
  if (header === undefined || path === null) return false;
  return world.identities.some(
    (identity) =>
      identity.token !== null &&
      header === `Bearer ${identity.token}` &&
      identity.key === path.key &&
      identity.network === path.network,
  );
}

export function fuzzTargets(routes: readonly RouteTemplate[], catalog: Catalog): Target[] {
  return routes.flatMap((route) =>
    route.methods
      .filter((method) => method !== 'OPTIONS')
      .map((method) => ({ route, method, knowledge: routeKnowledge(catalog, route, method) })),
  );
}

function applicableFaults(target: Target, catalog: Catalog): Fault[] {
  const { route, method, knowledge } = target;
  const faults: Fault[] = ['method', 'route'];
  if (route.feature !== null) faults.push('base');
  const extra = route.params.filter((name) => !BASE_PARAMS.includes(name as never));
  if (extra.some((name) => knowledge.params?.[name] ?? catalog.params[name])) {
    faults.push('param');
  }
  if (knowledge.query) faults.push('query');
  if (BODY_METHODS.includes(method)) {
    faults.push('parse');
    if (knowledge.body) faults.push('body');
  }
  if (knowledge.session) faults.push('auth');
  return faults;
}

/** Requests of one mode, across the given routes. */
export function fuzzRequests(
  mode: FuzzMode,
  targets: readonly Target[],
  catalog: Catalog,
  world: FuzzWorld,
  lookup: RouteLookup,
): fc.Arbitrary<FuzzRequest> {
  const candidates = targets.filter((target) =>
    mode === 'foreign-session'
      ? target.knowledge.session
      : mode === 'edge-read'
        ? target.method === 'GET' || target.method === 'HEAD'
        : true,
  );
  if (candidates.length === 0) throw new Error(`no route to fuzz in mode ${mode}`);
  // No .filter() on fc.gen(): a rejected value would be drawn again from the same random state.
  // A draw that turns out unusable is drawn again from the same generator instead.
  return fc.gen().map((g) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const target = g(() => fc.constantFrom(...candidates));
      const request = buildRequest(g, mode, target, catalog, world, lookup);
      if (request !== null) return summarised(request);
    }
    throw new Error(`no usable ${mode} request in 100 draws`);
  });
}

/** fast-check prints a failing request in full; a body can be hundreds of kilobytes. */
function summarised(request: FuzzRequest): FuzzRequest {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
  Object.defineProperty(request, fc.toStringMethod, {
    value: () =>
      `${request.method} ${clip(request.url)} [${request.faults.join(', ')}] ${clip(request.payload ?? '')}`,
  });
  return request;
}

function buildRequest(
  g: fc.GeneratorValue,
  mode: FuzzMode,
  target: Target,
  catalog: Catalog,
  world: FuzzWorld,
  lookup: RouteLookup,
): FuzzRequest | null {
  const { route, knowledge } = target;
  const applicable = applicableFaults(target, catalog);
  const faults: Fault[] =
    mode === 'malformed'
      ? g(() =>
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...applicable).map((fault) => [fault]) },
            { weight: 1, arbitrary: fc.subarray(applicable, { minLength: 1 }) },
          ),
        )
      : mode === 'foreign-session'
        ? ['auth']
        : [];
  const has = (fault: Fault) => faults.includes(fault);

  const method = has('method')
    ? g(() => fc.constantFrom(...ALL_METHODS.filter((m) => !route.methods.includes(m))))
    : target.method;

  // Who the path names, and whether the request carries their session.
  const needsSession = knowledge.session && !has('auth') && mode !== 'edge-read';
  const identities = world.identities.filter((identity) => !needsSession || identity.token);
  const identity = g(() => fc.constantFrom(...identities));

  // Path parameters: each valid, or broken when its fault was drawn.
  const brokenBase: readonly string[] = has('base')
    ? g(() => fc.subarray([...BASE_PARAMS], { minLength: 1 }))
    : [];
  const extraParams = route.params.filter((name) => !BASE_PARAMS.includes(name as never));
  const paramKnowledge = (name: string) => knowledge.params?.[name] ?? catalog.params[name];
  const knownExtra = extraParams.filter((name) => paramKnowledge(name));
  const brokenExtra: readonly string[] = has('param')
    ? g(() => fc.subarray(knownExtra, { minLength: 1 }))
    : [];
  const segments = new Map<string, Segment>();
  for (const name of route.params) {
    const known = paramKnowledge(name);
    const valid =
      name === 'userPublicKey'
        ? fc.constantFrom(...identity.written)
        : name === 'network'
          ? fc.constant(identity.network)
          : (known?.valid ?? fc.stringMatching(/^[0-9A-Za-z]{1,64}$/));
    if (brokenBase.includes(name) || brokenExtra.includes(name)) {
      const schema = known!.schema;
      const value = g(() =>
        fc.oneof(hostileString, nearMiss(valid)).filter((text) => fails(schema, text)),
      );
      const segment = segmentFor(value, g(fc.nat));
      if (segment.decoded !== null && !fails(schema, segment.decoded)) return null;
      segments.set(name, segment);
    } else {
      const value = g(() => valid);
      segments.set(name, segmentFor(value, g(fc.nat) % 2));
    }
  }
  let path = route.url.replace(
    /:([A-Za-z0-9_]+)/g,
    (_match, name: string) => segments.get(name)!.text,
  );

  if (has('route')) {
    path = g(() =>
      fc.oneof(
        fc
          .tuple(fc.oneof(printableHostile, fc.constant('x')))
          .map(([extra]) => `${path}/${encodeURIComponent(extra) || 'x'}`),
        fc.constant(`${path}/`),
        fc
          .constantFrom('/api/v2/', '/API/v1/', '/api//v1/', '/api/v1/v1/')
          .map((prefix) => path.replace(/^\/api\/v1\//, prefix)),
        fc.tuple(fc.nat(), printableHostile).map(([at, inserted]) => {
          const parts = path.split('/');
          const statics = parts.flatMap((part, index) =>
            part !== '' && !route.url.split('/')[index]?.startsWith(':') ? [index] : [],
          );
          const index = statics[at % Math.max(1, statics.length)] ?? 1;
          parts[index] = encodeURIComponent(`${parts[index]}${inserted || 'x'}`);
          return parts.join('/');
        }),
        fc.webPath().map((random) => `/${random.replace(/^\/+/, '')}`),
      ),
    );
  }

  // Query: a schema's valid or broken values, plus keys no route reads.
  const noiseEntries = g(() => fc.array(fc.tuple(hostileString, hostileString), { maxLength: 3 }));
  let entries: [string, string][] = noiseEntries;
  if (knowledge.query) {
    const { schema, key, valid } = knowledge.query;
    const own: [string, string][] = has('query')
      ? g(() =>
          fc
            .array(fc.tuple(fc.constant(key), fc.oneof(hostileString, nearMiss(valid))), {
              minLength: 1,
              maxLength: 3,
            })
            .filter((list) => fails(schema, parsedQuery(list))),
        )
      : g(() =>
          fc
            .option(valid, { nil: undefined })
            .map((value): [string, string][] => (value === undefined ? [] : [[key, value]]))
            .filter((list) => !fails(schema, parsedQuery(list))),
        );
    entries = [...own, ...noiseEntries.filter(([noise]) => noise !== key)];
  }
  const url =
    path + queryText(g(() => fc.shuffledSubarray(entries, { minLength: entries.length })));
  // The client normalises the URL (dot segments): skip paths it would change under the faults.
  if (new URL(`http://localhost${url}`).pathname !== path) return null;

  // Body.
  let body: Body | undefined;
  if (has('body') && knowledge.body) {
    const broken = g(() => bodyFault(knowledge.body!.schema, knowledge.body!.valid));
    if (broken === null) return null;
    body = broken;
  } else if (has('parse')) {
    body = g(() => parseFault(knowledge.body?.valid ?? fc.constant({ address: 'bitcoin' })));
  } else if (BODY_METHODS.includes(method) && knowledge.body) {
    body = {
      payload: JSON.stringify(g(() => knowledge.body!.valid)),
      contentType: g(() => fc.constantFrom(...JSON_TYPES)),
    };
  } else if (!BODY_METHODS.includes(method)) {
    body = g(() => noiseBody);
  }

  // Session: the path user's, or (for the auth fault and public routes) anything but that.
  const named = pathIdentity(
    segments.get('network')?.decoded ?? null,
    segments.get('userPublicKey')?.decoded ?? null,
    catalog,
  );
  const wantLive =
    needsSession || (mode === 'edge-read' && !knowledge.writesWhenSignedIn && g(fc.nat) % 4 !== 0);
  const authorization = authHeader(g, world, wantLive ? identity : null);
  const live = isLiveSessionFor(world, authorization, named);
  if (needsSession && !has('base') && !live) return null;
  // A live session must not slip into a request meant to go without one.
  if (!wantLive && live && (has('auth') || mode === 'edge-read')) return null;

  const headers: Record<string, string> = { ...g(() => noiseHeaders) };
  if (authorization !== undefined) headers.authorization = authorization;
  if (body?.contentType !== undefined) headers['content-type'] = body.contentType;

  // The router must see what the faults were built for: no other route, same parameters.
  const found = lookup(method, url);
  if (has('route') || has('method')) {
    if (found !== null) return null;
  } else if (found !== null && Object.keys(found).length > 0) {
    for (const name of route.params) {
      const decoded = segments.get(name)!.decoded;
      if (decoded !== null && found[name] !== decoded) return null;
    }
    if (Object.keys(found).length !== route.params.length) return null;
  }

  return {
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body.payload }),
    faults,
    route: `${target.method} ${route.url}`,
  };
}
