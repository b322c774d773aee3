import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Logger, type Plugin } from 'vite';
import type * as ServedPage from './src/app/served-page.tsx';
import { runtimeConfigFromEnv } from './runtime-config.ts';

// Token pages rendered by the server (src/app/served-page.tsx): `vite build` also builds that
// module for Node, beside the app's build, and `vite preview` answers a token page's address with
// index.html holding the page's first frame, the token's name and price in it.

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
const ENTRY = 'src/app/served-page.tsx';
/** How long a page waits for the api before it is served without the token in it. */
const READ_TIMEOUT_MS = 2_000;

/** The server's build goes beside the app's, not in it: the preview server serves that folder. */
const serverDir = (outDir: string) => `${resolve(WEB_DIR, outDir)}-server`;

export function servedPages(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'opswap-served-pages',
    configResolved(config) {
      outDir = config.build.outDir;
      building = config.command === 'build';
    },
    async closeBundle() {
      // Also called when `vite dev` stops, which builds nothing.
      if (!building) return;
      await build({
        configFile: false,
        root: WEB_DIR,
        logLevel: 'warn',
        // The workspace's packages are TypeScript: bundled, not loaded by Node at run time.
        ssr: { noExternal: [/^@opswap\//] },
        publicDir: false,
        build: {
          ssr: ENTRY,
          outDir: serverDir(outDir),
          emptyOutDir: true,
          rolldownOptions: {
            // The browser's build splits at the loader's `import()` of the page's reads; here the
            // entry imports them too, which this check would report.
            checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
          },
        },
      });
    },
    async configurePreviewServer(server) {
      const { logger } = server.config;
      const served = await loadServer(resolve(WEB_DIR, outDir), logger);
      if (!served) return;
      server.middlewares.use((req, res, next) => {
        servePage(req, res, served).then(
          (answered) => answered || next(),
          (error: unknown) => {
            // The page still works without its frame: the app reads and draws it.
            logger.warn(`${req.url} is served without its first frame: ${String(error)}`);
            next();
          },
        );
      });
    },
  };
}

interface Served {
  render: typeof ServedPage;
  indexHtml: string;
}

/**
 * The server's build of served-page.tsx and the app's index.html, with the deployment's settings
 * in the global the app reads them from (in a browser /runtime-config.js sets it); null, with a
 * warning, when the build has no server part.
 */
async function loadServer(outDir: string, logger: Logger): Promise<Served | null> {
  const entry = resolve(serverDir(outDir), 'served-page.js');
  try {
    const indexHtml = readFileSync(resolve(outDir, 'index.html'), 'utf8');
    globalThis.__OPSWAP_CONFIG__ = runtimeConfigFromEnv(process.env);
    const render = (await import(pathToFileURL(entry).href)) as typeof ServedPage;
    return { render, indexHtml };
  } catch (error) {
    logger.warn(`Token pages are served without their first frame: ${String(error)}`);
    return null;
  }
}

/** Answers a page request with its served page; false for a request it leaves to the next. */
async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  served: Served,
): Promise<boolean> {
  if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return false;
  const { pathname } = new URL(req.url ?? '/', 'http://opswap.invalid');
  const page = await served.render.renderServedPage(pathname, readApi);
  if (!page) return false;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(served.render.withServedPage(served.indexHtml, page));
  return true;
}

async function readApi(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    return response.status === 200 ? await response.text() : null;
  } catch {
    return null;
  }
}
