import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A path relative to the repository root, with forward slashes on every OS. */
export function repoPath(absolutePath) {
  return relative(REPO_ROOT, absolutePath).split(sep).join('/');
}

/**
 * The repository path that a relative import of `importingFile` points to, or null for an import
 * by package name ('react', '@opswap/protocol/errors/messages'). Resolved by path alone, so a
 * file that does not exist (yet) is classified by where it would be.
 */
export function importedRepoPath(importingFile, specifier) {
  return specifier.startsWith('.') ? repoPath(resolve(dirname(importingFile), specifier)) : null;
}

/**
 * Visitors that call `check(node)` for every import, re-export and `import()` of a module named
 * by a string; `node.source.value` is the specifier.
 */
export function moduleImportVisitors(check) {
  const visit = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') check(node);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
