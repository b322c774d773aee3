import { importedRepoPath, moduleImportVisitors, repoPath } from './module-imports.js';

const WEB_SRC = 'packages/web/src/';

/** The chain libraries: 1.4 MB of JavaScript that the first paint must not wait for. */
const isChainLibrary = (specifier) =>
  specifier === 'opnet' || specifier.startsWith('opnet/') || specifier.startsWith('@btc-vision/');

/**
 * The files of lib/chain that the app imports statically: they reach the chain libraries only
 * through `await import()` (load-chain.ts) or the page's chain worker (chain-worker-reads.ts), or
 * not at all.
 */
const CHAIN_ENTRY_POINTS = [
  'lib/chain/load-chain.ts',
  'lib/chain/block-source.ts',
  'lib/chain/chain-worker-reads.ts',
  'lib/chain/worker-calls.ts',
  'lib/chain/page-idle.ts',
  'lib/chain/use-block-number.ts',
  'lib/chain/use-seen-block.ts',
];

/**
 * A chain module: a file in a `chain/` folder or named `*-chain.ts`. It is reached only through
 * `await import()` (or started as a worker), so it may import the libraries and the other chain
 * modules statically.
 */
function isChainModule(path) {
  if (!path?.startsWith(WEB_SRC)) return false;
  const inSrc = path.slice(WEB_SRC.length);
  if (CHAIN_ENTRY_POINTS.includes(inSrc)) return false;
  return /(^|\/)chain\//.test(inSrc) || inSrc.endsWith('-chain.ts');
}

/** A worker's entry (`*-worker.ts`): it runs off the main thread, so it imports as it needs. */
const isWorkerEntry = (path) => path?.startsWith(WEB_SRC) && path.endsWith('-worker.ts');

/** `loadChainModule(() => import('…'))`: the staged loader of load-chain.ts around the import. */
const isStagedImport = (node) =>
  node.parent?.type === 'ArrowFunctionExpression' &&
  node.parent.body === node &&
  node.parent.parent?.type === 'CallExpression' &&
  node.parent.parent.callee.type === 'Identifier' &&
  node.parent.parent.callee.name === 'loadChainModule';

/** `import { type A } from 'x'`: only types, but the import itself stays in the JavaScript. */
const importsOnlyInlineTypes = (node) =>
  node.type === 'ImportDeclaration' &&
  node.specifiers.length > 0 &&
  node.specifiers.every((specifier) => specifier.importKind === 'type');

/** `import type …`, `export type … from`: erased from the JavaScript. */
const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

export const lazyChainImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'In packages/web/src, only chain modules import opnet, @btc-vision/* and the chain modules statically; everything else loads them with `await import()`',
    },
    schema: [],
    messages: {
      chainLibrary:
        "'{{specifier}}' is a chain library: load it with `await import()` or from a chain module (in a chain/ folder or named *-chain.ts); for its types, write `import type`.",
      chainModule:
        "'{{specifier}}' is a chain module: load it with `await import()`; for its types, write `import type`.",
      unstaged:
        "'{{specifier}}' loads the chain libraries: write `loadChainModule(() => import('{{specifier}}'))` (load-chain.ts), which evaluates them a chunk per task instead of in one long task.",
      inlineTypes:
        "`import { type … }` still loads '{{specifier}}' (verbatimModuleSyntax keeps the import statement): write `import type { … }`.",
    },
  },
  create(context) {
    const path = repoPath(context.filename);
    if (isChainModule(path)) return {};
    return moduleImportVisitors((node) => {
      if (isTypeOnly(node)) return;
      const specifier = node.source.value;
      const loaded = isChainLibrary(specifier)
        ? 'chainLibrary'
        : isChainModule(importedRepoPath(context.filename, specifier))
          ? 'chainModule'
          : null;
      if (!loaded) return;
      if (node.type === 'ImportExpression') {
        if (isWorkerEntry(path) || path === `${WEB_SRC}lib/chain/load-chain.ts`) return;
        if (!isStagedImport(node)) {
          context.report({ node: node.source, messageId: 'unstaged', data: { specifier } });
        }
        return;
      }
      const messageId = importsOnlyInlineTypes(node) ? 'inlineTypes' : loaded;
      context.report({ node: node.source, messageId, data: { specifier } });
    });
  },
};
