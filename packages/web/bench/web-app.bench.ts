// @vitest-environment node
// The web app's figures (issue: web shell, wallets and swap), in Chromium against the production
// build with a devnet and the api: the gzip size of the JavaScript a visitor of / loads and of the
// entry chunk alone (target at most 200 KB gzip, the chain libraries in lazily loaded chunks), and
// Lighthouse's performance score for / (mobile preset, target at least 90), and the time from the
// last keystroke of a sell amount to the quote shown (median of 20, target at most 600 ms including
// the 400 ms delay).
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { type ProductStack, startProductStack } from '../../../e2e/support/product-stack.ts';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = resolve(WEB_DIR, '../..');
const METRICS_FILE = join(REPO_ROOT, '.reports/bench-metrics.jsonl');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function recordMetric(
  benchmark: string,
  metric: string,
  value: number,
  unit: string,
  target?: string,
) {
  mkdirSync(dirname(METRICS_FILE), { recursive: true });
  appendFileSync(METRICS_FILE, `${JSON.stringify({ benchmark, metric, value, unit, target })}\n`);
  console.log(`${benchmark}: ${metric} ${value} ${unit}${target ? ` (target ${target})` : ''}`);
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

let stack: ProductStack;
let browser: Browser;

/** The JavaScript files Chromium fetched while opening `path` and letting it settle. */
async function scriptsLoadedFor(path: string): Promise<Map<string, number>> {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(stack.webUrl).origin || !url.pathname.endsWith('.js')) return;
    scripts.set(url.pathname, gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  return scripts;
}

beforeAll(async () => {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  stack = await startProductStack();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

  // What / needs before its first render: the entry and the chunks index.html preloads with it.
  const html = readFileSync(join(WEB_DIR, 'dist/index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipOf = (file: string) =>
    gzipSync(readFileSync(join(WEB_DIR, 'dist', file)), { level: 9 }).length;
  const initialGzip = initial.reduce((sum, file) => sum + gzipOf(file), 0);
  recordMetric(
    'web /',
    `entry chunk with its ${initial.length - 1} preloaded imports (gzip)`,
    kb(initialGzip),
    'KB',
    '<= 200 KB',
  );

  const loaded = await scriptsLoadedFor('/');
  const total = [...loaded.values()].reduce((sum, size) => sum + size, 0);
  recordMetric('web /', `JS loaded for / once idle (${loaded.size} files, gzip)`, kb(total), 'KB');
  recordMetric(
    'web /',
    'of which loaded lazily (chain libraries, screen)',
    kb(total - initialGzip),
    'KB',
  );

  recordMetric(
    'web /',
    'Lighthouse performance score (mobile preset)',
    await lighthousePerformance(`${stack.webUrl}/`),
    'points',
    '>= 90',
  );

  for (const [name, path] of await publicScreens()) {
    const scripts = await scriptsLoadedFor(path);
    const size = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    recordMetric(name, `JS loaded once idle (${scripts.size} files, gzip)`, kb(size), 'KB');
    recordMetric(
      name,
      'Lighthouse performance score (mobile preset)',
      await lighthousePerformance(`${stack.webUrl}${path}`),
      'points',
      '>= 90',
    );
  }

  const latencies = await quoteLatencies();
  recordMetric(
    'web swap quote',
    `last keystroke to shown quote, median of ${QUOTE_SAMPLES}`,
    Math.round(median(latencies)),
    'ms',
    '<= 600 ms',
  );
  recordMetric('web swap quote', 'slowest of them', Math.round(Math.max(...latencies)), 'ms');
}, 300_000);

/** The explore and token screens a visitor opens without a wallet: [name, path]. */
async function publicScreens(): Promise<[string, string][]> {
  const response = await fetch(`${stack.rpcUrl}/api/v1/json-rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'devnet_info', params: [] }),
  });
  const info = (await response.json()) as { result: { contracts: { MOTO: { address: string } } } };
  return [
    ['web /explore', '/explore'],
    ['web /token/{MOTO}', `/token/${info.result.contracts.MOTO.address}`],
  ];
}

/** Lighthouse's performance score of `url` with its default (mobile) settings, in Debian's Chromium. */
async function lighthousePerformance(url: string): Promise<number> {
  const chrome = await launchChrome({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
    return Math.round(score * 100);
  } finally {
    chrome.kill();
  }
}

const QUOTE_SAMPLES = 20;

/** Connects the development wallet, picks MOTO -> PILL and times 20 quotes. */
async function quoteLatencies(): Promise<number[]> {
  const page = await browser.newPage();
  await page.goto(`${stack.webUrl}/`);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page
    .getByRole('dialog', { name: 'Connect your wallet' })
    .getByRole('button', { name: /OP_WALLET/ })
    .click();
  await page.getByRole('button', { name: /^Dev wallet/ }).waitFor();
  for (const [side, symbol] of [
    ['Sell', 'MOTO'],
    ['Buy', 'PILL'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^${side} token:`) }).click();
    await page
      .getByRole('dialog', { name: 'Select a token' })
      .getByRole('region', { name: 'Popular' })
      .getByRole('button', { name: symbol, exact: true })
      .click();
  }
  const sell = page.getByLabel('Sell', { exact: true });
  const buy = page.getByLabel('Buy', { exact: true });
  await sell.evaluate((input) =>
    input.addEventListener('keydown', () => {
      (window as unknown as { lastKeyAt: number }).lastKeyAt = performance.now();
    }),
  );
  const latencies: number[] = [];
  for (let sample = 0; sample < QUOTE_SAMPLES; sample++) {
    await sell.fill('');
    await page.waitForFunction(
      (input) => (input as HTMLInputElement).value === '',
      await buy.elementHandle(),
    );
    const amount = String(11 + sample * 7);
    await sell.pressSequentially(amount.slice(0, -1));
    await sell.press(amount.slice(-1));
    const latency = await page.waitForFunction(
      (input) => {
        const value = (input as HTMLInputElement).value;
        if (value === '') return false;
        return performance.now() - (window as unknown as { lastKeyAt: number }).lastKeyAt;
      },
      await buy.elementHandle(),
      { polling: 'raf', timeout: 15_000 },
    );
    latencies.push(Number(await latency.jsonValue()));
  }
  await page.close();
  return latencies;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('web app', () => {
  bench(
    'open / in Chromium (production build, devnet and api running)',
    async () => {
      const page = await browser.newPage();
      await page.goto(`${stack.webUrl}/`, { waitUntil: 'load' });
      await page.close();
    },
    { iterations: 10, warmupIterations: 1, time: 0 },
  );
});
