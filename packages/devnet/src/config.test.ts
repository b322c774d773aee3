import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_DATA_DIR,
  parseCommandLine,
  REPO_ROOT,
  type DevnetConfig,
} from './config.ts';

function config(argv: string[], env: Record<string, string> = {}): DevnetConfig {
  const parsed = parseCommandLine(argv, env);
  if (parsed.help) throw new Error('unexpected help');
  return parsed.config;
}

describe('devnet configuration', () => {
  it('has the documented defaults', () => {
    expect(config([])).toEqual({
      port: 9001,
      host: '127.0.0.1',
      dataDir: resolve(REPO_ROOT, '.data/devnet'),
      blockInterval: 10_000,
      reset: false,
      cors: { kind: 'localhost' },
      accountCount: 10,
    });
    expect(DEFAULT_DATA_DIR.endsWith('.data/devnet')).toBe(true);
  });

  it('reads each flag, and its environment variable when the flag is absent', () => {
    const env = {
      DEVNET_PORT: '9100',
      DEVNET_HOST: '0.0.0.0',
      DEVNET_DATA_DIR: '/tmp/from-env',
      DEVNET_BLOCK_INTERVAL: 'manual',
      DEVNET_RESET: '1',
      DEVNET_CORS_ORIGINS: 'https://app.example',
      DEVNET_ACCOUNTS: '24',
    };
    expect(config([], env)).toEqual({
      port: 9100,
      host: '0.0.0.0',
      dataDir: '/tmp/from-env',
      blockInterval: 'manual',
      reset: true,
      cors: { kind: 'list', origins: ['https://app.example'] },
      accountCount: 24,
    });
    expect(
      config(
        [
          '--port',
          '0',
          '--block-interval',
          '250',
          '--data-dir',
          '/tmp/flag',
          '--web-origin',
          '*',
          '--reset',
          '--accounts',
          '12',
        ],
        env,
      ),
    ).toMatchObject({
      port: 0,
      blockInterval: 250,
      dataDir: '/tmp/flag',
      cors: { kind: 'any' },
      reset: true,
      accountCount: 12,
    });
  });

  it('takes a relative data directory from where npm was started', () => {
    expect(config(['--data-dir', 'here'], { INIT_CWD: '/somewhere' }).dataDir).toBe(
      '/somewhere/here',
    );
  });

  it('refuses bad values and unknown flags, and knows --help', () => {
    expect(() => config(['--port', '70000'])).toThrow(ConfigError);
    expect(() => config(['--port', 'abc'])).toThrow(ConfigError);
    expect(() => config(['--block-interval', 'soon'])).toThrow(ConfigError);
    expect(() => config(['--block-interval', '0'])).toThrow(ConfigError);
    expect(() => config(['--nope'])).toThrow(ConfigError);
    expect(() => config(['--accounts', '9'])).toThrow(ConfigError);
    expect(() => config(['--accounts', '101'])).toThrow(ConfigError);
    expect(() => config(['--accounts', '1.5'])).toThrow(ConfigError);
    expect(parseCommandLine(['--help'], {})).toEqual({ help: true });
  });
});
