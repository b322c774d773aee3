import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseBlockInterval, type BlockInterval } from './chain/block-producer.ts';
import { parseCorsOrigins, type CorsPolicy } from '@opswap/protocol/http/cors-policy';

export interface DevnetConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory. */
  dataDir: string;
  blockInterval: BlockInterval;
  /** Start from a fresh world: the data directory's logs are deleted first. */
  reset: boolean;
  cors: CorsPolicy;
  /** How many development accounts to derive; the seed world needs at least 10. */
  accountCount: number;
}

export const DEFAULT_PORT = 9001;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_BLOCK_INTERVAL_MS = 10_000;
export const DEFAULT_ACCOUNT_COUNT = 10;
/** ML-DSA derivation costs tens of milliseconds an account: a bound keeps start-up quick. */
export const MAX_ACCOUNT_COUNT = 100;

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data/devnet');

export const USAGE = `Usage: npm run devnet -- [options]

  --port <n>              JSON-RPC port (DEVNET_PORT, default ${DEFAULT_PORT})
  --host <host>           interface to listen on (DEVNET_HOST, default ${DEFAULT_HOST})
  --data-dir <path>       blocks, mempool and state (DEVNET_DATA_DIR, default .data/devnet)
  --block-interval <ms>   milliseconds between blocks, or 'manual' (DEVNET_BLOCK_INTERVAL, default ${DEFAULT_BLOCK_INTERVAL_MS})
  --reset                 start from a fresh seed world (DEVNET_RESET=1)
  --web-origin <origins>  CORS origins, comma-separated, '*' for any (DEVNET_CORS_ORIGINS, default any localhost origin)
  --accounts <n>          development accounts, ${DEFAULT_ACCOUNT_COUNT}-${MAX_ACCOUNT_COUNT} (DEVNET_ACCOUNTS, default ${DEFAULT_ACCOUNT_COUNT})
  --help                  this text`;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`Invalid port ${value}: expected 0-65535`);
  }
  return port;
}

function parseAccountCount(value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < DEFAULT_ACCOUNT_COUNT || count > MAX_ACCOUNT_COUNT) {
    throw new ConfigError(
      `Invalid account count ${value}: expected ${DEFAULT_ACCOUNT_COUNT}-${MAX_ACCOUNT_COUNT}`,
    );
  }
  return count;
}

function parseFlag(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

export type ParsedCommandLine = { help: true } | { help: false; config: DevnetConfig };

/**
 * Reads the flags, each of which an environment variable can also set (a flag wins). A relative
 * data directory is taken from where the command was started (npm's INIT_CWD), not from the
 * workspace directory npm runs the script in.
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
        'data-dir': { type: 'string' },
        'block-interval': { type: 'string' },
        reset: { type: 'boolean' },
        'web-origin': { type: 'string' },
        accounts: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (values.help) return { help: true };

  const dataDirText = values['data-dir'] ?? env.DEVNET_DATA_DIR;
  const base = env.INIT_CWD ?? process.cwd();
  const intervalText = values['block-interval'] ?? env.DEVNET_BLOCK_INTERVAL;
  let blockInterval: BlockInterval = DEFAULT_BLOCK_INTERVAL_MS;
  if (intervalText !== undefined) {
    try {
      blockInterval = parseBlockInterval(intervalText.trim());
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
  }

  return {
    help: false,
    config: {
      port: parsePort(values.port ?? env.DEVNET_PORT ?? String(DEFAULT_PORT)),
      host: values.host ?? env.DEVNET_HOST ?? DEFAULT_HOST,
      dataDir:
        dataDirText === undefined
          ? DEFAULT_DATA_DIR
          : isAbsolute(dataDirText)
            ? dataDirText
            : resolve(base, dataDirText),
      blockInterval,
      reset: values.reset === true || parseFlag(env.DEVNET_RESET),
      cors: parseCorsOrigins(values['web-origin'] ?? env.DEVNET_CORS_ORIGINS),
      accountCount: parseAccountCount(
        values.accounts ?? env.DEVNET_ACCOUNTS ?? String(DEFAULT_ACCOUNT_COUNT),
      ),
    },
  };
}
