import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
// opnet's exports map hides package.json; its Node entry is build/index.js.
const opnetRoot = dirname(dirname(require.resolve('opnet')));

/** Node-only modules that opnet's ESM build imports, mapped to the browser shims it ships. */
const SHIMS: Record<string, string> = {
  undici: 'src/fetch/fetch-browser.js',
  crypto: 'src/crypto/crypto-browser.js',
  worker_threads: 'src/shims/worker_threads-browser.js',
  'node:worker_threads': 'src/shims/worker_threads-browser.js',
  zlib: 'src/shims/zlib-browser.js',
  vm: 'src/shims/vm-browser.js',
};

/**
 * opnet's browser bundle carries its own copies of @btc-vision/transaction and bitcoin, so an app
 * that imports those too (the wallet libraries do) ships them twice. This resolves `opnet` to its
 * ESM build instead, sharing one copy, and gives its Node-only imports opnet's own browser shims.
 */
export function opnetDedupe(): Plugin {
  return {
    name: 'opswap-opnet-dedupe',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'opnet') return join(opnetRoot, 'build/index.js');
      const shim = SHIMS[source];
      if (shim && importer?.includes(`${opnetRoot}/`)) return join(opnetRoot, shim);
      return null;
    },
  };
}
