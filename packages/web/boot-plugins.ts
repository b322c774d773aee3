import { fileURLToPath } from 'node:url';
import {
  type HtmlTagDescriptor,
  type Logger,
  type Plugin,
  type Rolldown,
  createServer,
} from 'vite';
import type * as StaticShell from './src/app/static-shell.tsx';

// Build plugins for the first paint of the web app (Lighthouse, mobile preset): index.html paints
// the shell from its own markup and inlined styles, with no request but the page itself; the app's
// chunks are fetched and evaluated by src/main.tsx once that paint is done.

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Renders the app shell (src/app/static-shell.tsx, the real layout components) into index.html's
 * #root at build time, with the script that applies the saved theme before that first paint, and
 * the first frame of each main screen, of which a script puts the path's own into the shell.
 * React replaces the markup with its own first render, which is the same.
 */
export function staticShell(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'opswap-static-shell',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}.`);
        let rendered: { markup: string; themeScript: string };
        try {
          rendered = await renderShell();
        } catch (error) {
          // A module of the layout or a screen that needs a browser to load: the app still works,
          // it only paints later. src/app/static-shell.test.tsx (Node environment) names it.
          logger?.warn(`index.html ships without the static app shell: ${String(error)}`);
          return html;
        }
        return {
          html: html.replace(EMPTY_ROOT, () => rendered.markup),
          tags: [{ tag: 'script', children: rendered.themeScript, injectTo: 'head' }],
        };
      },
    },
  };
}

/**
 * #root with the shell, the frames of the main screens with the script that puts the page's own
 * in it, and the theme script, rendered in a server rather than by a one-off import: the screens'
 * chunks load lazily, after the module itself.
 */
async function renderShell(): Promise<{ markup: string; themeScript: string }> {
  const server = await createServer({
    configFile: false,
    root: WEB_DIR,
    logLevel: 'error',
    server: { middlewareMode: true, ws: false },
    appType: 'custom',
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/static-shell.tsx')) as typeof StaticShell;
    const frames = [...(await module.renderRouteFrames())].map(([path, frame]) =>
      module.routeFrameTemplate(path, frame),
    );
    return {
      markup:
        `<div id="root">${module.renderStaticShell()}</div>${frames.join('')}` +
        `<script>${module.routeFrameScript()}</script>`,
      themeScript: module.themeScript(),
    };
  } finally {
    await server.close();
  }
}

/**
 * src/main.tsx starts the app through `import()` once the static shell is painted. This lists the
 * chunks of those imports (and the chunks they import statically) as modulepreload links inside
 * <template id="boot-chunks">, inert until main.tsx moves them into <head> when it starts: they
 * then all download at once, none of them competing with the first paint.
 */
export function preloadBootChunks(): Plugin {
  let base = '/';
  return {
    name: 'opswap-preload-boot-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const imported of entry.dynamicImports) visit(imported);
        files.delete(entry.fileName);
        for (const imported of entry.imports) files.delete(imported);
        const links = [...files].map((fileName): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
        }));
        return [
          { tag: 'template', attrs: { id: 'boot-chunks' }, children: links, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * Inlines the entry's stylesheet into index.html, so the first paint waits for no request but the
 * page itself. Lazy chunks may still name that file for Vite's preload helper, which skips a
 * stylesheet that a <link> already names: a `disabled` link (never fetched) names it.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'opswap-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
            const disabled = link.replace('crossorigin', 'disabled');
            return `<style>${css.replaceAll('</style', '<\\/style')}</style>\n    ${disabled}`;
          },
        );
      },
    },
  };
}

/**
 * src/lib/chain/load-chain.ts evaluates the chain libraries in stages, one `import()` per task.
 * Vite preloads only the chunks of the import at hand, so each stage would wait for its own
 * download after the previous one ran; this makes the first stage's import preload the chunks of
 * every stage and of the chain client at once.
 */
export function preloadChainStages(): Plugin {
  let bundle: Rolldown.OutputBundle | undefined;
  const withStaticImports = (fileName: string, into: Set<string>) => {
    const chunk = bundle?.[fileName];
    if (chunk?.type !== 'chunk' || into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunk.imports) withStaticImports(imported, into);
  };
  return {
    name: 'opswap-preload-chain-stages',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(fileName, deps, { hostType }) {
            if (hostType !== 'js' || !bundle || !CHAIN_FIRST_STAGE.test(fileName)) return deps;
            const all = new Set(deps);
            for (const chunk of Object.keys(bundle))
              if (CHAIN_STAGE_OR_CLIENT.test(chunk)) withStaticImports(chunk, all);
            return [...all];
          },
        },
      },
    }),
    generateBundle: {
      // Before Vite's own generateBundle, which asks resolveDependencies above.
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}

const CHAIN_FIRST_STAGE = /(^|\/)stage-1-[\w-]+\.js$/;
const CHAIN_STAGE_OR_CLIENT = /(^|\/)(stage-\d-[\w-]+|chain-client-[\w-]+)\.js$/;
