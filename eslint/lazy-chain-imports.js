import { importedRepoPath, moduleImportVisitors, repoPath } from './module-imports.js';

const WEB_SRC = 'packages/web/src/';

/** The chain libraries: 1.4 MB of JavaScript that the first paint must not wait for. */
const isChainLibrary = (specifier) =>
  specifier === 'opnet' || specifier.startsWith('opnet/') || specifier.startsWith('@btc-vision/');

/**
 * The files of lib/chain that the app imports statically: they reach the chain libraries only
 * through `await import()` (load-chain.ts) or the block worker (block-source.ts), or not at all.
 */
const CHAIN_ENTRY_POINTS = [
  'lib/chain/load-chain.ts',
  'lib/chain/block-source.ts',
  'lib/chain/block-protocol.ts',
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
      inlineTypes:
        "`import { type … }` still loads '{{specifier}}' (verbatimModuleSyntax keeps the import statement): write `import type { … }`.",
    },
  },
  create(context) {
    if (isChainModule(repoPath(context.filename))) return {};
    return moduleImportVisitors((node) => {
      if (node.type === 'ImportExpression' || isTypeOnly(node)) return;
      const specifier = node.source.value;
      const loaded = isChainLibrary(specifier)
        ? 'chainLibrary'
        : isChainModule(importedRepoPath(context.filename, specifier))
          ? 'chainModule'
          : null;
      if (!loaded) return;
      const messageId = importsOnlyInlineTypes(node) ? 'inlineTypes' : loaded;
      context.report({ node: node.source, messageId, data: { specifier } });
    });
  },
};
