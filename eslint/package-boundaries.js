import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, importedRepoPath, moduleImportVisitors, repoPath } from './module-imports.js';

/** The one package that the others may import. */
const SHARED_PACKAGE = '@opswap/protocol';

const readJson = (path) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));

/** The root package.json's workspaces: each one's folder and package name. */
const WORKSPACES = readJson('package.json').workspaces.map((folder) => ({
  folder,
  name: readJson(`${folder}/package.json`).name,
}));

const workspaceAt = (path) => WORKSPACES.find(({ folder }) => path?.startsWith(`${folder}/`));

const workspaceNamed = (specifier) =>
  WORKSPACES.find(({ name }) => specifier === name || specifier.startsWith(`${name}/`));

/** A workspace imports no other workspace but @opswap/protocol, and that one by its name. */
export const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Workspaces import no other workspace but @opswap/protocol' },
    schema: [],
    messages: {
      otherPackage:
        '{{importer}} imports {{imported}}: packages share code only through {{shared}}.',
      pathIntoPackage:
        "{{importer}} imports '{{specifier}}' inside {{imported}} by path: packages share code only through {{shared}}, imported by its name.",
    },
  },
  create(context) {
    const importer = workspaceAt(repoPath(context.filename));
    if (!importer) return {};
    return moduleImportVisitors((node) => {
      const specifier = node.source.value;
      const byName = workspaceNamed(specifier);
      const byPath = workspaceAt(importedRepoPath(context.filename, specifier));
      const data = { importer: importer.name, shared: SHARED_PACKAGE, specifier };
      if (byName && byName !== importer && byName.name !== SHARED_PACKAGE) {
        context.report({
          node: node.source,
          messageId: 'otherPackage',
          data: { ...data, imported: byName.name },
        });
      } else if (byPath && byPath !== importer) {
        context.report({
          node: node.source,
          messageId: 'pathIntoPackage',
          data: { ...data, imported: byPath.name },
        });
      }
    });
  },
};
