import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATA_DIR, parseCommandLine, type ApiConfig } from './config.ts';

const configOf = (argv: string[], env: Record<string, string> = {}): ApiConfig => {
  const parsed = parseCommandLine(argv, env);
  if (parsed.help) throw new Error('expected a config');
  return parsed.config;
};

describe('parseCommandLine', () => {
  it('defaults to port 3005, PGlite in .data/api, the devnet and a fixed regtest rate', () => {
    expect(configOf([])).toEqual({
      port: 3005,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: DEFAULT_DATA_DIR,
      rpcUrl: 'http://localhost:9001',
      network: 'regtest',
      cors: { kind: 'localhost' },
      usdRate: { kind: 'fixed', value: 100_000 },
      rateLimit: 1_200,
      trustedProxies: [],
      indexer: true,
      logLevel: 'info',
    });
  });

  it('trusts no proxy unless told: addresses and CIDR ranges from --trust-proxy or API_TRUST_PROXY', () => {
    expect(configOf([], { API_TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustedProxies).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(
      configOf(['--trust-proxy', '192.168.1.0/24'], { API_TRUST_PROXY: '10.0.0.1' }),
    ).toMatchObject({
      trustedProxies: ['192.168.1.0/24'],
    });
  });

  it('logs at info unless LOG_LEVEL or --log-level says otherwise', () => {
    expect(configOf([], { LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(configOf(['--log-level', 'WARN'], { LOG_LEVEL: 'debug' }).logLevel).toBe('warn');
  });

  it('reads each setting from a flag or its environment variable, the flag winning', () => {
    const env = {
      API_PORT: '4000',
      DATABASE_URL: 'postgres://db/opswap',
      API_RPC_URL: 'http://node:9001/',
      API_WEB_ORIGINS: 'https://opswap.example',
      API_USD_RATE: 'https://rates.example/btc',
      API_INDEXER: '0',
    };
    const config = configOf(['--port', '5000', '--data-dir', '/tmp/x'], env);
    expect(config).toMatchObject({
      port: 5000,
      databaseUrl: 'postgres://db/opswap',
      dataDir: '/tmp/x',
      rpcUrl: 'http://node:9001',
      cors: { kind: 'list', origins: ['https://opswap.example'] },
      usdRate: { kind: 'http', url: 'https://rates.example/btc' },
      indexer: false,
    });
    expect(configOf(['--no-indexer']).indexer).toBe(false);
    expect(configOf(['--usd-rate', '97000.5']).usdRate).toEqual({ kind: 'fixed', value: 97_000.5 });
  });

  it('takes a relative data directory from where the command started', () => {
    expect(configOf(['--data-dir', 'data'], { INIT_CWD: '/home/me' }).dataDir).toBe(
      '/home/me/data',
    );
  });

  it.each([
    [['--port', '70000'], /Invalid port/],
    [['--log-level', 'verbose'], /Invalid log level verbose/],
    [['--rpc-url', 'ftp://x'], /Invalid --rpc-url/],
    [['--network', 'signet'], /Invalid network/],
    [['--usd-rate=-1'], /Invalid --usd-rate/],
    [['--network', 'mainnet'], /--usd-rate is required on mainnet/],
    [['--bogus'], /Unknown option/],
    [['--trust-proxy', 'proxy.local'], /Invalid trusted proxy proxy.local/],
    [['--trust-proxy', '10.0.0.0/33'], /Invalid trusted proxy 10.0.0.0\/33/],
    [['--trust-proxy', '::1/129'], /Invalid trusted proxy ::1\/129/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommandLine(argv, {})).toThrow(ConfigError);
    expect(() => parseCommandLine(argv, {})).toThrow(message);
  });
});
