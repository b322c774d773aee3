import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseCorsOrigins, type CorsPolicy } from '@opswap/protocol/http/cors-policy';
import { isProductNetwork, type ProductNetwork } from '@opswap/protocol/tokens/networks';

/** Where the BTC/USD rate comes from: a fixed number (the devnet) or an HTTP source. */
export type UsdRateSourceConfig = { kind: 'fixed'; value: number } | { kind: 'http'; url: string };

export interface ApiConfig {
  port: number;
  host: string;
  /** A PostgreSQL server; null means embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** Absolute path of PGlite's data directory. */
  dataDir: string;
  /** The OP_NET node's JSON-RPC URL (its root; /api/v1/json-rpc is added). */
  rpcUrl: string;
  /** The network the node runs; the indexer's data belongs to it. */
  network: ProductNetwork;
  cors: CorsPolicy;
  usdRate: UsdRateSourceConfig;
  /** Requests per minute and client before 429. */
  rateLimit: number;
  /** Proxies (IP addresses or CIDR ranges) trusted to name the client in X-Forwarded-For. */
  trustedProxies: string[];
  /** Whether this instance tries to take the indexer lock (the others serve HTTP only). */
  indexer: boolean;
  /** The least severe log entries written; each request is a 'debug' entry. */
  logLevel: LogLevel;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_PORT = 3005;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_RPC_URL = 'http://localhost:9001';
export const DEFAULT_RATE_LIMIT = 1_200;
/** Errors, warnings and the startup lines; requests only from 'debug'. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
/** The devnet's BTC price in USD: fixed, since regtest coins have no market. */
export const DEVNET_USD_RATE = 100_000;

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data/api');

export const USAGE = `Usage: npm run api -- [options]

  --port <n>              HTTP port (API_PORT, default ${DEFAULT_PORT}; 0 picks a free one)
  --host <host>           interface to listen on (API_HOST, default ${DEFAULT_HOST})
  --database-url <url>    PostgreSQL server (DATABASE_URL, default embedded PGlite in --data-dir)
  --data-dir <path>       PGlite's data directory (API_DATA_DIR, default .data/api)
  --rpc-url <url>         the OP_NET node (API_RPC_URL, default the devnet at ${DEFAULT_RPC_URL})
  --network <name>        the node's network: regtest, testnet or mainnet (API_NETWORK, default regtest)
  --web-origin <origins>  CORS origins, comma-separated, '*' for any (API_WEB_ORIGINS, default any localhost origin)
  --usd-rate <source>     BTC price in USD: a fixed number or an http(s) URL answering {"usd": n}
                          (API_USD_RATE, default ${DEVNET_USD_RATE} fixed on regtest)
  --rate-limit <n>        requests per minute per client (API_RATE_LIMIT, default ${DEFAULT_RATE_LIMIT})
  --trust-proxy <list>    proxies whose X-Forwarded-For names the client: IP addresses or CIDR
                          ranges, comma-separated (API_TRUST_PROXY, default none: the socket's
                          address is the client)
  --no-indexer            serve HTTP only, never index (API_INDEXER=0)
  --log-level <level>     ${LOG_LEVELS.join(', ')} (LOG_LEVEL, default ${DEFAULT_LOG_LEVEL});
                          each request is logged from debug
  --help                  this text`;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function parseInteger(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError(`Invalid ${name} ${value}: expected ${min}-${max}`);
  }
  return number;
}

/** A comma-separated list of IP addresses and CIDR ranges ('10.0.0.0/8'); empty for none. */
export function parseTrustedProxies(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !validBits || rest.length > 0) {
      throw new ConfigError(
        `Invalid trusted proxy ${entry}: expected an IP address or a CIDR range such as 10.0.0.0/8`,
      );
    }
  }
  return entries;
}

function parseUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return value.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`Invalid ${name} ${value}: expected an http(s) URL`);
  }
}

function parseUsdRate(value: string | undefined, network: ProductNetwork): UsdRateSourceConfig {
  if (value === undefined || value.trim() === '') {
    if (network === 'regtest') return { kind: 'fixed', value: DEVNET_USD_RATE };
    throw new ConfigError(`--usd-rate is required on ${network}: a fixed number or a URL`);
  }
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return { kind: 'http', url: parseUrl('--usd-rate', text) };
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 0) {
    throw new ConfigError(`Invalid --usd-rate ${text}: expected a number or an http(s) URL`);
  }
  return { kind: 'fixed', value: rate };
}

function parseLogLevel(value: string): LogLevel {
  const level = LOG_LEVELS.find((name) => name === value.trim().toLowerCase());
  if (level === undefined) {
    throw new ConfigError(`Invalid log level ${value}: expected ${LOG_LEVELS.join(', ')}`);
  }
  return level;
}

function isOff(value: string | undefined): boolean {
  return value !== undefined && /^(0|false|no|off)$/i.test(value.trim());
}

export type ParsedCommandLine = { help: true } | { help: false; config: ApiConfig };

/**
 * Reads the flags, each of which an environment variable can also set (a flag wins). A relative
 * data directory is taken from where the command was started (npm's INIT_CWD).
 */
export function parseCommandLine(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedCommandLine {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
        'rpc-url': { type: 'string' },
        network: { type: 'string' },
        'web-origin': { type: 'string' },
        'usd-rate': { type: 'string' },
        'rate-limit': { type: 'string' },
        'trust-proxy': { type: 'string' },
        'no-indexer': { type: 'boolean' },
        'log-level': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (values.help) return { help: true };

  const networkText = values.network ?? env.API_NETWORK ?? 'regtest';
  if (!isProductNetwork(networkText)) {
    throw new ConfigError(`Invalid network ${networkText}: expected regtest, testnet or mainnet`);
  }
  const dataDirText = values['data-dir'] ?? env.API_DATA_DIR;
  const base = env.INIT_CWD ?? process.cwd();
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL;

  return {
    help: false,
    config: {
      port: parseInteger('port', values.port ?? env.API_PORT ?? String(DEFAULT_PORT), 0, 65_535),
      host: values.host ?? env.API_HOST ?? DEFAULT_HOST,
      databaseUrl: databaseUrl === undefined || databaseUrl.trim() === '' ? null : databaseUrl,
      dataDir:
        dataDirText === undefined
          ? DEFAULT_DATA_DIR
          : isAbsolute(dataDirText)
            ? dataDirText
            : resolve(base, dataDirText),
      rpcUrl: parseUrl('--rpc-url', values['rpc-url'] ?? env.API_RPC_URL ?? DEFAULT_RPC_URL),
      network: networkText,
      cors: parseCorsOrigins(values['web-origin'] ?? env.API_WEB_ORIGINS),
      usdRate: parseUsdRate(values['usd-rate'] ?? env.API_USD_RATE, networkText),
      rateLimit: parseInteger(
        'rate limit',
        values['rate-limit'] ?? env.API_RATE_LIMIT ?? String(DEFAULT_RATE_LIMIT),
        1,
        1_000_000,
      ),
      trustedProxies: parseTrustedProxies(values['trust-proxy'] ?? env.API_TRUST_PROXY ?? ''),
      indexer: values['no-indexer'] !== true && !isOff(env.API_INDEXER),
      logLevel: parseLogLevel(values['log-level'] ?? env.LOG_LEVEL ?? DEFAULT_LOG_LEVEL),
    },
  };
}
