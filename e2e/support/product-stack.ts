import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type Service, startService } from './services.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = join(root, 'packages/web');
const tsx = join(root, 'node_modules/.bin/tsx');
const vite = join(root, 'node_modules/.bin/vite');

export interface ProductStack {
  rpcUrl: string;
  /** The devnet's built-in block explorer (mempool-style pages and API). */
  explorerUrl: string;
  apiUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

/** The devnet's development accounts in the browser tests: 0-9 as the seed world uses them, and more. */
export const E2E_ACCOUNT_COUNT = 40;

/**
 * Starts the whole product on free ports with throwaway data: a fresh devnet that mines only when
 * asked (devnet_mine), the api indexing it, and the web app's production build (packages/web/dist)
 * served by `vite preview` and pointed at both. Used by the browser tests and the web benches.
 */
export async function startProductStack(): Promise<ProductStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'opswap-e2e-'));
  const [devnetPort, apiPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const rpcUrl = `http://127.0.0.1:${devnetPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const explorerUrl = `${rpcUrl}/explorer`;
  const services: Service[] = [];
  const stopAll = async () => {
    await Promise.all(services.reverse().map((service) => service.stop()));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    services.push(
      await startService({
        name: 'devnet',
        command: tsx,
        args: [
          'packages/devnet/src/main.ts',
          ...['--port', String(devnetPort), '--host', '127.0.0.1'],
          ...['--data-dir', join(dataDir, 'devnet'), '--reset', '--block-interval', 'manual'],
          // Accounts 10 on are the NativeSwap specs' own, so no two tests share a wallet.
          ...['--accounts', String(E2E_ACCOUNT_COUNT)],
        ],
        cwd: root,
        url: rpcUrl,
        // Seeding deploys every contract: some 20 s on a quiet machine, minutes beside the unit tests.
        startTimeoutMs: 300_000,
      }),
    );
    services.push(
      await startService({
        name: 'api',
        command: tsx,
        args: [
          'packages/api/src/main.ts',
          ...['--port', String(apiPort), '--host', '127.0.0.1', '--rpc-url', rpcUrl],
          ...['--data-dir', join(dataDir, 'api'), '--web-origin', webUrl],
        ],
        cwd: root,
        url: apiUrl,
        readyUrl: `${apiUrl}/health`,
      }),
    );
    services.push(
      await startService({
        name: 'web',
        command: vite,
        args: [
          'preview',
          ...['--host', '127.0.0.1', '--port', String(webPort), '--strictPort'],
          // Another build than packages/web/dist, e.g. one made with `vite build --outDir`.
          ...(process.env.E2E_WEB_DIST ? ['--outDir', process.env.E2E_WEB_DIST] : []),
        ],
        cwd: webDir,
        url: webUrl,
        env: {
          OPSWAP_API_URL: apiUrl,
          OPSWAP_RPC_URL_REGTEST: rpcUrl,
          // The devnet's built-in explorer, for the explorer links and the confirmation polling.
          OPSWAP_REGTEST_MEMPOOL_URL: explorerUrl,
          OPSWAP_REGTEST_OPSCAN_URL: explorerUrl,
        },
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { rpcUrl, explorerUrl, apiUrl, webUrl, stop: stopAll };
}
