import { lazyChainImports } from './lazy-chain-imports.js';
import { packageBoundaries } from './package-boundaries.js';
import { webLayers } from './web-layers.js';

/** opswap's architecture rules (see each rule's description). */
export default {
  meta: { name: 'opswap-architecture' },
  rules: {
    'package-boundaries': packageBoundaries,
    'web-layers': webLayers,
    'lazy-chain-imports': lazyChainImports,
  },
};
