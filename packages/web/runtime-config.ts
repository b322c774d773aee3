import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/**
 * The settings a deployment chooses at start time rather than build time (RPC URLs, the api, the
 * development wallet), served as /runtime-config.js so one build runs against any devnet, api or
 * port. A build emits the defaults; `vite preview` and `vite dev` answer from the environment.
 */
export interface RuntimeConfigInput {
  network?: string;
  apiUrl?: string;
  rpcUrls: Record<string, string>;
  devWallet: boolean;
  explorers?: Record<string, Record<string, string | null>>;
}

/** OPSWAP_* environment variables, read where the server starts. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfigInput {
  const rpcUrls: Record<string, string> = {};
  for (const network of ['regtest', 'testnet', 'mainnet']) {
    const url = env[`OPSWAP_RPC_URL_${network.toUpperCase()}`];
    if (url) rpcUrls[network] = url;
  }
  const explorers: Record<string, Record<string, string | null>> = {};
  if (env.OPSWAP_REGTEST_MEMPOOL_URL || env.OPSWAP_REGTEST_OPSCAN_URL) {
    explorers.regtest = {
      ...(env.OPSWAP_REGTEST_MEMPOOL_URL && { mempoolBaseUrl: env.OPSWAP_REGTEST_MEMPOOL_URL }),
      ...(env.OPSWAP_REGTEST_OPSCAN_URL && { opscanBaseUrl: env.OPSWAP_REGTEST_OPSCAN_URL }),
    };
  }
  return {
    ...(env.OPSWAP_NETWORK && { network: env.OPSWAP_NETWORK }),
    ...(env.OPSWAP_API_URL && { apiUrl: env.OPSWAP_API_URL }),
    rpcUrls,
    devWallet: env.OPSWAP_DEV_WALLET !== '0',
    explorers,
  };
}

export function runtimeConfigScript(config: RuntimeConfigInput): string {
  return `window.__OPSWAP_CONFIG__ = ${JSON.stringify(config)};\n`;
}

const PATH = '/runtime-config.js';

export function runtimeConfigPlugin(): Plugin {
  const serve =
    (): ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) =>
    (req, res, next) => {
      if (req.url?.split('?')[0] !== PATH) return next();
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(runtimeConfigScript(runtimeConfigFromEnv(process.env)));
    };
  return {
    name: 'opswap-runtime-config',
    configureServer(server) {
      server.middlewares.use(serve());
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve());
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PATH.slice(1),
        source: runtimeConfigScript({ rpcUrls: {}, devWallet: true }),
      });
    },
  };
}
