// `npm start`: installs and builds what is missing, runs every service of the product, prints the
// URL to open once the product is ready to use, and stops everything on Ctrl-C. Ports come from
// the environment (see README).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readinessChecks, waitUntilReady } from './lib/readiness.mjs';
import { runOrThrow } from './lib/run.mjs';
import { ROOT, ensureDependencies } from './lib/setup.mjs';

const WEB_DIR = join(ROOT, 'packages/web');
const webPort = Number(process.env.WEB_PORT ?? 8080);

const devnetPort = Number(process.env.DEVNET_PORT ?? 9001);
const apiPort = Number(process.env.API_PORT ?? 3005);

/** The services `npm start` runs, in start order. Later packages add themselves here. */
const services = [
  {
    name: 'devnet',
    cwd: ROOT,
    command: join(ROOT, 'node_modules/.bin/tsx'),
    // The devnet reads its other settings (data dir, block interval, reset) from DEVNET_* variables.
    args: ['packages/devnet/src/main.ts', '--port', String(devnetPort)],
  },
  {
    name: 'api',
    cwd: ROOT,
    command: join(ROOT, 'node_modules/.bin/tsx'),
    // The api reads its other settings (DATABASE_URL, API_DATA_DIR, ...) from the environment.
    args: [
      'packages/api/src/main.ts',
      '--port',
      String(apiPort),
      '--rpc-url',
      process.env.API_RPC_URL ?? `http://localhost:${devnetPort}`,
    ],
  },
  {
    name: 'web',
    cwd: WEB_DIR,
    // Served to the page as /runtime-config.js: where its api and its node are.
    env: {
      OPSWAP_API_URL: process.env.OPSWAP_API_URL ?? `http://localhost:${apiPort}`,
      OPSWAP_RPC_URL_REGTEST:
        process.env.OPSWAP_RPC_URL_REGTEST ?? `http://localhost:${devnetPort}`,
      // The devnet's built-in explorer: the success view's links, the header's block link and the
      // confirmation polling (GET {explorer}/api/tx/{txid}/status) use it.
      OPSWAP_REGTEST_MEMPOOL_URL:
        process.env.OPSWAP_REGTEST_MEMPOOL_URL ?? `http://localhost:${devnetPort}/explorer`,
      OPSWAP_REGTEST_OPSCAN_URL:
        process.env.OPSWAP_REGTEST_OPSCAN_URL ?? `http://localhost:${devnetPort}/explorer`,
    },
    command: join(ROOT, 'node_modules/.bin/vite'),
    // Warnings only: its own "Local: http://..." line would come before the product is ready.
    args: [
      'preview',
      '--logLevel',
      'warn',
      '--host',
      process.env.WEB_HOST ?? 'localhost',
      '--port',
      String(webPort),
      '--strictPort',
    ],
  },
];

function newestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stats.mtimeMs,
  );
}

/** Builds the web app when it has no build or its sources (or the protocol's) changed since. */
async function ensureWebBuild() {
  // The app's build and the server's (token pages drawn by the server: served-pages.ts).
  const builds = [join(WEB_DIR, 'dist/index.html'), join(WEB_DIR, 'dist-server/served-page.js')];
  const sources = [
    join(WEB_DIR, 'src'),
    join(WEB_DIR, 'index.html'),
    ...readdirSync(WEB_DIR)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => join(WEB_DIR, name)),
    join(ROOT, 'packages/protocol/src'),
  ];
  const newestSource = Math.max(...sources.map(newestModification));
  if (builds.every((built) => existsSync(built) && statSync(built).mtimeMs > newestSource)) return;
  console.log('Building the web app...');
  await runOrThrow('npm', ['run', 'build', '--workspace', '@opswap/web'], { cwd: ROOT });
}

async function main() {
  await ensureDependencies();
  await ensureWebBuild();

  const children = services.map((service) => {
    const child = spawn(service.command, service.args, {
      cwd: service.cwd,
      env: { ...process.env, ...service.env },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(
        `${service.name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`,
      );
      stop(1);
    });
    return child;
  });

  let stopping = false;
  function stop(exitCode = 0) {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    process.exit(exitCode);
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  await waitUntilReady(
    readinessChecks({
      devnetUrl: `http://localhost:${devnetPort}`,
      apiUrl: `http://localhost:${apiPort}`,
      webUrl: `http://localhost:${webPort}`,
    }),
    { fetch, sleep, log: (line) => console.log(line) },
  );
  console.log(
    `\nopswap is running: open http://localhost:${webPort}  ` +
      `(api on http://localhost:${apiPort}, devnet JSON-RPC on http://localhost:${devnetPort}, ` +
      `block explorer on http://localhost:${devnetPort}/explorer; ` +
      `Ctrl-C stops it)\n`,
  );
}

main().catch((error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
