import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { buildApp } from './app.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const INFO = 30;
const DEBUG = 20;

function captureLogs(): { lines: LogLine[]; stream: Writable } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

describe('the api log', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  async function appLoggingAt(level: string) {
    const logs = captureLogs();
    // GET /health and unknown paths touch no database, node or cache.
    const app = await buildApp({} as AppContext, {
      cors: { kind: 'localhost' },
      rateLimit: 1_000,
      logger: { level, stream: logs.stream },
    });
    close = () => app.close();
    return { app, lines: logs.lines };
  }

  it('writes no line for a request at the default level, info', async () => {
    const { app, lines } = await appLoggingAt('info');
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/no/such/path' })).statusCode).toBe(404);
    expect(lines).toEqual([]);
  });

  it('writes one debug line per request at LOG_LEVEL=debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ url: '/health' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: DEBUG,
      msg: 'request completed',
      req: { method: 'GET', url: '/health' },
      res: { statusCode: 200 },
    });
    expect(lines.some((line) => line.level >= INFO)).toBe(false);
  });
});

describe('the rate limit', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  async function appLimitedTo(rateLimit: number, trustedProxies?: string[]) {
    const app = await buildApp({} as AppContext, {
      cors: { kind: 'localhost' },
      rateLimit,
      trustedProxies,
    });
    close = () => app.close();
    return app;
  }

  const forgedFrom = (index: number) => ({
    url: '/health',
    remoteAddress: '203.0.113.9',
    headers: { 'x-forwarded-for': `198.51.100.${index}` },
  });

  it('counts a client by its own address, whatever X-Forwarded-For claims', async () => {
    const app = await appLimitedTo(3);
    const codes = [];
    for (let index = 0; index < 5; index++)
      codes.push((await app.inject(forgedFrom(index))).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts the forwarded client behind a trusted proxy', async () => {
    const app = await appLimitedTo(3, ['203.0.113.0/24']);
    const codes = [];
    for (let index = 0; index < 5; index++)
      codes.push((await app.inject(forgedFrom(index))).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    for (let index = 0; index < 3; index++) await app.inject(forgedFrom(7));
    expect((await app.inject(forgedFrom(7))).statusCode).toBe(429);
  });
});
