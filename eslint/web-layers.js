import { importedRepoPath, moduleImportVisitors, repoPath } from './module-imports.js';

const WEB_SRC = 'packages/web/src/';

/** The web app's layers, lowest first: a file imports only its own layer and the ones below. */
const LAYERS = ['hooks', 'ui', 'lib', 'entities', 'features', 'app'];

/** The layer whose slices (`features/<name>/`) import nothing of one another. */
const ISOLATED_LAYER = 'features';

/**
 * The layer and slice (`entities/tokens`) of a repository path; null outside the layers
 * (src/main.tsx, src/test/), which import and are imported freely.
 */
function placeOf(path) {
  if (!path?.startsWith(WEB_SRC)) return null;
  const [layer, name] = path.slice(WEB_SRC.length).split('/');
  const rank = LAYERS.indexOf(layer);
  return rank === -1 ? null : { layer, rank, slice: `${layer}/${name}` };
}

export const webLayers = {
  meta: {
    type: 'problem',
    docs: {
      description: `In packages/web/src, a layer imports only the layers below it (${LAYERS.join(' < ')}), and a feature no other feature`,
    },
    schema: [],
    messages: {
      layerAbove: `{{from}} imports '{{specifier}}' of {{to}}, a layer above it: imports go down the layers only (${LAYERS.join(' < ')}).`,
      otherFeature:
        "{{from}} imports '{{specifier}}' of {{to}}: a feature imports no other feature; what they share moves down to entities, lib or ui.",
    },
  },
  create(context) {
    const from = placeOf(repoPath(context.filename));
    if (!from) return {};
    return moduleImportVisitors((node) => {
      const specifier = node.source.value;
      const to = placeOf(importedRepoPath(context.filename, specifier));
      if (!to) return;
      if (to.rank > from.rank) {
        context.report({
          node: node.source,
          messageId: 'layerAbove',
          data: { from: from.layer, to: to.layer, specifier },
        });
      } else if (
        from.layer === ISOLATED_LAYER &&
        to.layer === from.layer &&
        to.slice !== from.slice
      ) {
        context.report({
          node: node.source,
          messageId: 'otherFeature',
          data: { from: from.slice, to: to.slice, specifier },
        });
      }
    });
  },
};
